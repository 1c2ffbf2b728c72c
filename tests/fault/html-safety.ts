/**
 * Checks a server-rendered page for anything hostile content could have smuggled in: a URL with
 * a dangerous scheme in any link or source attribute, a script element we did not write, an
 * inline event handler. Returns the problems found (empty when the page is clean).
 */
const URL_ATTRIBUTES = /\s(href|src|action|formaction|poster|srcset|xlink:href|data|background|cite)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const SAFE_URL = /^(https?:\/\/|\/(?!\/)|#|\?|mailto:|tel:|[\w.-]+(\/|$))/i;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' };
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return entities[code.toLowerCase()] ?? match;
  });
}

/** The URL as a browser would see it: entities decoded, control characters and whitespace dropped. */
function normalise(url: string): string {
  // eslint-disable-next-line no-control-regex
  return decodeEntities(url).replace(/[\u0000-\u0020\u007f]/g, '');
}

export function unsafeUrlsIn(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(URL_ATTRIBUTES)) {
    const name = match[1]?.toLowerCase() ?? '';
    const raw = match[3] ?? match[4] ?? match[5] ?? '';
    const candidates = name === 'srcset' ? raw.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [raw];
    for (const candidate of candidates) {
      const url = normalise(candidate);
      if (url !== '' && !SAFE_URL.test(url)) found.push(`${name}="${candidate.slice(0, 80)}"`);
    }
  }
  return found;
}

/** Script elements other than ours: the hydration JSON, JSON-LD, the built module scripts, the start script and the theme script. */
export function foreignScriptsIn(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter(
      (tag) =>
        !/^<script type="application\/json" id="__APP_DATA__">$/.test(tag) &&
        !/^<script type="application\/ld\+json"( nonce="[^"]+")?>$/.test(tag) &&
        !/^<script nonce="[^"]+" type="module" crossorigin src="\/assets\/[\w.-]+\.js">$/.test(tag) &&
        !/^<script nonce="[^"]+" type="module" id="__APP_START__">$/.test(tag) &&
        !/^<script nonce="[^"]+" id="__CONTRAST__">$/.test(tag),
    );
}

const ATTRIBUTE = /\s([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

/** Attributes named on… in any tag (quoted attribute values are skipped as values, not read as attributes). */
export function eventHandlersIn(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
    for (const attribute of tag.matchAll(ATTRIBUTE)) {
      if (/^on/i.test(attribute[1] ?? '')) found.push(`${attribute[1]} in ${tag.slice(0, 80)}`);
    }
  }
  return found;
}

export function pageProblems(html: string): string[] {
  return [
    ...unsafeUrlsIn(html).map((p) => `unsafe URL ${p}`),
    ...foreignScriptsIn(html).map((p) => `foreign script ${p}`),
    ...eventHandlersIn(html).map((p) => `event handler ${p}`),
  ];
}
