import { useRef, type FormEvent } from 'react';

/**
 * A form's submit handler that runs `submit` once at a time: a second submit while the first is
 * checking or sending (a double click) is ignored. A ref, not state: the flag is set before the
 * first await, so a second submit in the same moment already sees it.
 */
export function useSingleFlightSubmit(submit: () => Promise<void>): (event: FormEvent<HTMLFormElement>) => Promise<void> {
  const inFlight = useRef(false);
  return async (event) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await submit();
    } finally {
      inFlight.current = false;
    }
  };
}
