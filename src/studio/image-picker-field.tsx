import { FieldLabel, type CustomField } from '@puckeditor/core';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { fetchImageLibrary, imageName } from './image-library';

/**
 * A picture setting, library first (issue 37): the chosen picture shown, "Choose a picture from
 * the library" opening a searchable dialog of the pictures the site already uses and its own
 * files, and typing an address only as the exception (a picture on an allowed image server). The
 * request check refuses a picture the site cannot serve (server/studio/unfinished-content.ts).
 */
export function imageField(label: string): CustomField<unknown> {
  return { type: 'custom', label, render: (props) => <ImagePicker label={label} {...props} /> };
}

const chooseWords = (label: string) => (label === 'Image' ? 'Choose a picture from the library' : `Choose the ${label.toLowerCase()} from the library`);

function ImagePicker({ label, id, value, onChange, readOnly }: { label: string; id: string; value: unknown; onChange: (value: unknown) => void; readOnly?: boolean }) {
  const current = typeof value === 'string' ? value : '';
  const [open, setOpen] = useState(false);
  const [typing, setTyping] = useState(false);
  const addressId = useId();
  return (
    <FieldLabel label={label} el="div">
      <div className="studio-image-field">
        {current ? <img className="studio-image-current" src={current} alt={`Chosen: ${imageName(current)}`} /> : <p>No picture chosen.</p>}
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger asChild>
            <button type="button" disabled={readOnly}>
              {chooseWords(label)}
            </button>
          </Dialog.Trigger>
          {open ? (
            <PictureLibrary
              current={current}
              onChoose={(src) => {
                onChange(src);
                setOpen(false);
              }}
            />
          ) : null}
        </Dialog.Root>
        <button type="button" className="studio-link-button" aria-expanded={typing} aria-controls={addressId} disabled={readOnly} onClick={() => setTyping(!typing)}>
          Type an address instead
        </button>
        {typing ? (
          <label className="studio-image-path" id={addressId}>
            <span>Picture address</span>
            <input id={id} value={current} readOnly={readOnly} onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)} />
          </label>
        ) : null}
      </div>
    </FieldLabel>
  );
}

/** The library in a dialog of its own: on a phone it fills the screen, the one area that scrolls. */
function PictureLibrary({ current, onChoose }: { current: string; onChoose: (src: string) => void }) {
  const [search, setSearch] = useState('');
  const library = useSWR('studio-image-library', fetchImageLibrary, { revalidateOnFocus: false });
  const words = search.trim().toLowerCase();
  const shown = (library.data ?? []).filter((image) => imageName(image.src).includes(words));
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="studio-dialog-overlay" />
      <Dialog.Content className="studio-dialog studio-image-library" aria-describedby={undefined}>
        <div className="studio-dialog-head">
          <Dialog.Title>Choose a picture</Dialog.Title>
          <Dialog.Close asChild>
            <button type="button">Close</button>
          </Dialog.Close>
        </div>
        <label>
          <span>Search pictures</span>
          <input type="search" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
        </label>
        {library.error ? <p role="alert">The pictures could not be loaded. Close this and try again in a moment.</p> : null}
        {library.isLoading ? <p role="status">Loading the pictures…</p> : null}
        {library.data && shown.length === 0 ? <p role="status">No picture is called “{search.trim()}”.</p> : null}
        <ul>
          {shown.map((image) => (
            <li key={image.src}>
              <button type="button" aria-label={`Choose ${imageName(image.src)}`} aria-pressed={image.src === current} onClick={() => onChoose(image.src)}>
                <img src={image.src} alt="" loading="lazy" />
                <span>{imageName(image.src)}</span>
                {image.source === 'content' ? <small>used on the site</small> : null}
              </button>
            </li>
          ))}
        </ul>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
