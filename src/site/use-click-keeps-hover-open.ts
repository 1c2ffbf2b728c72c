import { useRef, type MouseEvent } from 'react';

/**
 * Radix opens a dropdown on hover and toggles it on click, so the click of a visitor who moved the
 * pointer onto a label and then clicked it (it opened on the way) would close it again at once.
 * Wraps one menu level's value handler: the first click on a dropdown the pointer has just opened
 * keeps it open (a second click closes it); clicks and keys otherwise toggle as Radix does.
 */
export function useClickKeepsHoverOpen(value: string, setValue: (value: string) => void) {
  const openedByPointer = useRef<string | null>(null);
  const clicking = useRef(false);

  const onValueChange = (next: string) => {
    openedByPointer.current = clicking.current || next === '' ? null : next;
    setValue(next);
  };

  const onTriggerClick = (itemValue: string) => (event: MouseEvent) => {
    if (value === itemValue && openedByPointer.current === itemValue) {
      openedByPointer.current = null;
      // Radix's own click handler (composed after this one) skips a prevented event.
      event.preventDefault();
      return;
    }
    // The value change Radix makes in the same click is the click's, not the pointer's.
    clicking.current = true;
    queueMicrotask(() => {
      clicking.current = false;
    });
  };

  return { onValueChange, onTriggerClick };
}
