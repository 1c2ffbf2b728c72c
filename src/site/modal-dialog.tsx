import {
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { tabbableIn } from './focusable';
import { useScrollLock } from './use-scroll-lock';

interface ModalDialogProps {
  className: string;
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  /** Asked to close: Escape, the browser's close request, a click on the backdrop. */
  onClose: () => void;
  /** Gets the focus back once the dialog is gone: the button that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
  onClick?: (event: MouseEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}

/** A pointer event on the dialog element itself but outside its box: it landed on ::backdrop. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>) {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * A modal dialog on the native <dialog> and showModal(): the browser puts it in the top layer and
 * makes the rest of the page inert. On top of that: the focus moves to its first control, Tab
 * wraps around inside it (the browser would let it leave for its own toolbar), Escape and a click
 * on the backdrop close it, page scrolling is locked, and the focus goes back to `returnFocusTo`.
 * Mount it only while open (it renders into <body> through a portal, so never on the server).
 * Where showModal is missing (old browsers, jsdom) it opens in place with the same handling.
 */
export function ModalDialog({ className, labelledBy, onClose, returnFocusTo, onClick, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  useScrollLock();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    (tabbableIn(dialog)[0] ?? dialog).focus();
    const opener = returnFocusTo.current;
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      opener?.focus({ preventScroll: true });
    };
  }, [returnFocusTo]);

  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      cancel(event);
      return;
    }
    if (event.key !== 'Tab') return;
    const controls = tabbableIn(event.currentTarget);
    const first = controls[0];
    const last = controls[controls.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <dialog
      ref={dialogRef}
      className={className}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={cancel}
      onPointerDown={(event: PointerEvent<HTMLDialogElement>) => {
        pressedOnBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && onBackdrop(event)) onClose();
        else onClick?.(event);
      }}
    >
      {children}
    </dialog>,
    document.body,
  );
}
