import { createUsePuck, Drawer } from '@puckeditor/core';
import { useContext, useState } from 'react';
import { pictureOf } from './block-picture';
import { CATEGORY_TITLES, categoryOf, type CategoryName } from './block-categories';
import { blockTitle } from '../shared/marketer-names';
import { EditorViewContext, useInsertSection } from './section-list';

const usePuck = createUsePuck();

/**
 * The catalogue beside the list of sections (issue 37): every block by group, each group folded
 * until opened, a search by name, each block's picture, and two ways in: drag it onto the page
 * (Puck's Drawer.Item) or press its Add button, which works with a tap on a phone and puts it
 * after the selected section.
 */
export function Catalogue({ types }: { types: readonly string[] }) {
  const [search, setSearch] = useState('');
  const words = search.trim().toLowerCase();
  const found = words === '' ? [] : types.filter((type) => blockTitle(type).toLowerCase().includes(words));
  const groups = (Object.keys(CATEGORY_TITLES) as CategoryName[]).flatMap((name) => {
    const members = types.filter((type) => categoryOf(type) === name).sort((a, b) => blockTitle(a).localeCompare(blockTitle(b)));
    return members.length ? [{ name, title: CATEGORY_TITLES[name], members }] : [];
  });
  return (
    <details className="studio-panel studio-catalogue">
      <summary>Catalogue</summary>
      <p className="studio-hint">Drag a block onto the page, or press Add to put it after the selected section.</p>
      <label className="studio-catalogue-search">
        <span>Search the catalogue</span>
        <input type="search" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
      </label>
      <Drawer>
        {words !== '' ? (
          found.length ? (
            <ul className="studio-catalogue-list">
              {found.map((type) => (
                <CatalogueItem key={type} type={type} />
              ))}
            </ul>
          ) : (
            <p role="status">No block is called “{search.trim()}”.</p>
          )
        ) : (
          groups.map((group) => (
            <details key={group.name} className="studio-catalogue-group">
              <summary>
                {group.title} ({group.members.length})
              </summary>
              <ul className="studio-catalogue-list">
                {group.members.map((type) => (
                  <CatalogueItem key={type} type={type} />
                ))}
              </ul>
            </details>
          ))
        )}
      </Drawer>
    </details>
  );
}

/** One block: its picture (its example at 1280 px, scripts/make-block-pictures.ts), its draggable name, and Add. */
function CatalogueItem({ type }: { type: string }) {
  const insert = useInsertSection();
  const show = useContext(EditorViewContext);
  const selected = usePuck((s) => s.appState.ui.itemSelector);
  const src = pictureOf(type);
  const title = blockTitle(type);
  return (
    <li className="studio-catalogue-item" data-catalogue-item={type}>
      {/* The name below says what it is; the picture shows what it looks like. */}
      {src ? <img src={src} alt="" width={160} height={90} loading="lazy" decoding="async" /> : null}
      <Drawer.Item name={type} label={title} />
      <button
        type="button"
        aria-label={`Add ${title}`}
        title={selected ? 'Put it after the selected section' : 'Put it at the end of the page'}
        onClick={() => {
          insert(type);
          show('settings');
        }}
      >
        Add
      </button>
    </li>
  );
}
