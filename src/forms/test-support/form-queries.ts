import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** A form control by its visible label (so the test also checks the label is tied to it). */
export const field = (label: RegExp) => screen.getByLabelText(label);

/** The text of the form's outcome (its role="alert" live region). */
export const alertText = () => screen.getByRole('alert').textContent;

/** A user typing without delays between keys (no timers to wait for). */
export const typist = () => userEvent.setup({ delay: null });
export type Typist = ReturnType<typeof typist>;

/**
 * Waits until `target()` has the focus. A form moves it after its render (the outcome line in an
 * effect, a field once its checks have run), so it may not be there yet when a message already is.
 */
export const focusMovesTo = (target: () => Element) => waitFor(() => expect(document.activeElement).toBe(target()));
