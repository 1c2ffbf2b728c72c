import CarouselImport from 'react-multi-carousel';

/**
 * react-multi-carousel is CommonJS: bundled for the browser its default import is the component,
 * but imported from Node ESM (the server render) it arrives as the module object `{ default }`.
 * Unwrapped here, once, for every block that uses it.
 */
type CarouselComponent = typeof CarouselImport;
const moduleShape: unknown = CarouselImport;

function unwrap(value: unknown): CarouselComponent {
  if (value && typeof value === 'object' && 'default' in value) {
    // The CommonJS module object: its `default` is the component class. This is the package's own
    // export, not outside data, so its type is the package's.
    return (value as { default: CarouselComponent }).default;
  }
  return CarouselImport;
}

export const MultiCarousel: CarouselComponent = unwrap(moduleShape);
export type { ResponsiveType } from 'react-multi-carousel';
