import type { SectionStatus } from '../../engine/block';
import { fixtureFor, galleryStatuses, type AnyBlock } from './block-fixture';

/**
 * Development only: the block catalogue at /__blocks. The index shows every block in an iframe
 * of the chosen width (?width=390), so the block's own media queries apply as on a phone; each
 * frame (/__blocks/<type>/) renders one block from its example fixture, hydrated.
 */
export interface GalleryIndexProps {
  blocks: readonly AnyBlock[];
  width: number;
  status: SectionStatus;
}

const widths = [390, 768, 1280];

export function BlockGalleryIndex({ blocks, width, status }: GalleryIndexProps) {
  const query = (changes: { width?: number; status?: SectionStatus }) =>
    `?width=${changes.width ?? width}&status=${changes.status ?? status}`;
  return (
    <main className="block-gallery">
      <header className="block-gallery__header">
        <h1>Blocks ({blocks.length})</h1>
        <p>Every registered block, rendered from its example fixture. Documented in docs/blocks.md.</p>
        <nav aria-label="Width" className="block-gallery__options">
          <span>Width:</span>
          {widths.map((w) => (
            <a key={w} href={query({ width: w })} aria-current={w === width ? 'true' : undefined}>
              {w}px
            </a>
          ))}
        </nav>
        <nav aria-label="Status" className="block-gallery__options">
          <span>Status:</span>
          {galleryStatuses.map((s) => (
            <a key={s} href={query({ status: s })} aria-current={s === status ? 'true' : undefined}>
              {s}
            </a>
          ))}
        </nav>
        <nav aria-label="Blocks" className="block-gallery__toc">
          {blocks.map((block) => (
            <a key={block.type} href={`#${block.type}`}>
              {block.type}
            </a>
          ))}
        </nav>
      </header>
      {blocks.map((block) => (
        <section key={block.type} id={block.type} className="block-gallery__item" aria-labelledby={`${block.type}-title`}>
          <h2 id={`${block.type}-title`}>
            <code>{block.type}</code>
          </h2>
          <p>{block.description}</p>
          {block.example ? null : <p className="block-gallery__note">No example fixture: shown with default props and no content.</p>}
          <iframe
            title={`${block.type} at ${width}px`}
            src={`/__blocks/${block.type}/?status=${status}`}
            width={width}
            height={320}
            loading="lazy"
            className="block-gallery__frame"
          />
        </section>
      ))}
    </main>
  );
}

export function BlockFrame({ block, status }: { block: AnyBlock; status: SectionStatus }) {
  const fixture = fixtureFor(block, status);
  if (!fixture.ok) {
    return (
      <p role="alert" className="block-gallery__error">
        {block.type}: {fixture.error}
      </p>
    );
  }
  const Block = block.component;
  return (
    <main id="main-content">
      <div className="page-section" data-section-id={fixture.input.context.section.id} data-block={block.type}>
        <Block {...fixture.input} />
      </div>
    </main>
  );
}
