/**
 * Development only, on every page: loads the section outlines when the address has ?outline, so
 * a marketer can name sections ("move testimonials above catalog"). Nothing loads otherwise.
 */
if (new URLSearchParams(window.location.search).has('outline')) {
  import('./outline.css').catch((error: unknown) => console.error('[outline] could not load', error));
}
