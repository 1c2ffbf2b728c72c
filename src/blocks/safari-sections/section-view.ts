/** The fields of an introduction or motto item (the contract's text block item) a section uses. */
export interface SectionSource {
  id?: string | number;
  text?: string;
  description?: string;
  image?: string;
  backgroundImage?: string;
  buttonText?: string;
  buttonLink?: string;
}

/** The safari page's section view (spec 2 §3): id, title, text, imageSrc, buttonText, buttonLink. */
export interface SafariSectionView {
  id: string;
  title: string;
  text: string;
  imageSrc: string;
  buttonText?: string;
  buttonLink?: string;
}

const isHttp = (value: string | undefined): boolean => Boolean(value && /^https?:\/\//i.test(value));

/**
 * Spec 2 §7, image address rule: backgroundImage if it starts with http; otherwise image if it
 * starts with http; otherwise the image name under the uploads path; otherwise empty. A
 * site-relative image path (our own store's) is already an address and is kept as it is.
 */
export function safariImageSrc(item: Pick<SectionSource, 'image' | 'backgroundImage'>, uploadsPath: string): string {
  const { backgroundImage, image } = item;
  if (backgroundImage && isHttp(backgroundImage)) return backgroundImage;
  if (!image) return '';
  if (isHttp(image) || image.startsWith('/')) return image;
  return `${uploadsPath}${image}`;
}

/** At most `maxIntroduction` introduction items, then at most `maxMotto` motto items. */
export function safariSectionViews(
  content: { introduction: SectionSource[]; motto: SectionSource[] },
  options: { maxIntroduction: number; maxMotto: number; uploadsPath: string },
): SafariSectionView[] {
  const pick = (items: SectionSource[], max: number, kind: string) =>
    items.slice(0, max).map((item, index) => ({
      id: `${kind}-${item.id ?? index}`,
      title: item.text ?? '',
      text: item.description ?? '',
      imageSrc: safariImageSrc(item, options.uploadsPath),
      buttonText: item.buttonText,
      buttonLink: item.buttonLink,
    }));
  return [
    ...pick(content.introduction, options.maxIntroduction, 'introduction'),
    ...pick(content.motto, options.maxMotto, 'motto'),
  ].filter((view) => view.title || view.text);
}
