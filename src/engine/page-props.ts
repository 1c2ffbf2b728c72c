/**
 * Where a page config holds block props, each with its JSON path: every section's `props`, and
 * every experiment variant's `props` (section id → props merged over that section's for the
 * variant's visitors). The link checks walk all of them: a variant's props reach visitors as
 * surely as the page's own (issue 38).
 */
export type JsonPath = (string | number)[];

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : undefined;

export function pagePropsLocations(page: unknown): { path: JsonPath; props: unknown }[] {
  const record = asRecord(page);
  const sections = Array.isArray(record?.sections) ? record.sections : [];
  const own = sections.map((section: unknown, index) => ({ path: ['sections', index, 'props'], props: asRecord(section)?.props }));
  const variants = asRecord(record?.experiment)?.variants;
  const overrides = (Array.isArray(variants) ? variants : []).flatMap((variant: unknown, v) =>
    Object.entries(asRecord(asRecord(variant)?.props) ?? {}).map(([id, props]) => ({ path: ['experiment', 'variants', v, 'props', id], props })),
  );
  return [...own, ...overrides];
}
