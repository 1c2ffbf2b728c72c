/** "hero-banner" → "HeroBanner": the export name of a block's component in `<type>/<type>.tsx`. */
export const componentExportName = (type: string) =>
  type.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
