import type { SectionConfig } from '../../engine/page-config-schema';

/** Section types that show nothing while all is well (the page's status line). */
const INVISIBLE_WHEN_WELL = new Set(['page-status']);

/**
 * Whether the section is the first thing under the header. Its first images are then above the
 * fold (loaded eagerly); anywhere else they are lazy, so that they do not share the bandwidth of
 * the image that opens the page, its largest paint.
 */
export function opensThePage({ page, section }: {
  page: { sections: readonly Pick<SectionConfig, 'id' | 'type'>[] };
  section: Pick<SectionConfig, 'id'>;
}): boolean {
  for (const other of page.sections) {
    if (other.id === section.id) return true;
    if (!INVISIBLE_WHEN_WELL.has(other.type)) return false;
  }
  return false;
}
