import { FieldLabel, type CustomField } from '@puckeditor/core';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { fetchImageLibrary, imageName } from './image-library';

/**
 * An image prop: the chosen picture shown, a searchable library of the images the content already
 * uses and the site's own, and the path still editable for an image not in the library.
 */
export function imageField(label: string): CustomField<unknown> {
  return { type: 'custom', label, render: (props) => <ImagePicker label={label} {...props} /> };
}

function ImagePicker({ label, id, value, onChange, readOnly }: { label: string; id: string; value: unknown; onChange: (value: unknown) => void; readOnly?: boolean }) {
  const current = typeof value === 'string' ? value : '';
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const listId = useId();
  const library = useSWR(open ? 'studio-image-library' : null, fetchImageLibrary, { revalidateOnFocus: false });
  const shown = (library.data ?? []).filter((image) => imageName(image.src).includes(search.trim().toLowerCase()));
  return (
    <FieldLabel label={label} el="div">
      <div className="studio-image-field">
        {current ? <img className="studio-image-current" src={current} alt={`Chosen: ${imageName(current)}`} /> : <p>No image chosen.</p>}
        <label className="studio-image-path">
          <span>Image address</span>
          <input id={id} value={current} readOnly={readOnly} onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)} />
        </label>
        <button type="button" aria-expanded={open} aria-controls={listId} disabled={readOnly} onClick={() => setOpen(!open)}>
          {open ? 'Close the image library' : `Choose ${label.toLowerCase()} from the library`}
        </button>
        {open ? (
          <div id={listId} className="studio-image-library">
            <label>
              <span>Search images</span>
              <input type="search" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
            </label>
            {library.error ? <p role="alert">The image library could not be read. Type the image address above instead.</p> : null}
            {library.isLoading ? <p role="status">Loading the image library…</p> : null}
            <ul>
              {shown.map((image) => (
                <li key={image.src}>
                  <button
                    type="button"
                    aria-pressed={image.src === current}
                    onClick={() => {
                      onChange(image.src);
                      setOpen(false);
                    }}
                  >
                    <img src={image.src} alt="" loading="lazy" />
                    <span>{imageName(image.src)}</span>
                    {image.source === 'content' ? <small>used on the site</small> : null}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </FieldLabel>
  );
}
