/**
 * What a visitor typed into a server-rendered form before its scripts ran. On a slow phone the
 * form is on screen, and typed into, seconds before React hydrates it; React 19 then writes the
 * controlled value (the empty state) over the typed text, so the visitor's input vanished and a
 * send failed on empty required fields. Read as the hydrated form first commits
 * (use-form-controller.ts): hydration keeps the text on screen and each field's default as the
 * server wrote it, so what differs is what the visitor changed, before or during hydration.
 *
 * The form is one of the controller's: its action is the page's path and it carries a submission
 * id (another form posting there, the appointment panel's, has none); a field counts when its value
 * differs from the value the server wrote. Nothing is found on the server, or after a
 * client-side navigation (the new page's form was never in the server's HTML).
 */
export function typedBeforeHydration<Field extends string>(fields: readonly Field[], path: string): Partial<Record<Field, string>> {
  if (typeof document === 'undefined') return {};
  const typed: Partial<Record<Field, string>> = {};
  for (const form of document.querySelectorAll('form')) {
    if (form.getAttribute('action') !== path || !form.elements.namedItem('submission_id')) continue;
    for (const field of fields) {
      const control = form.elements.namedItem(field);
      if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
        if (control.value !== control.defaultValue) typed[field] = control.value;
      } else if (control instanceof HTMLSelectElement) {
        const chosen = control.selectedOptions[0];
        if (chosen && !chosen.defaultSelected) typed[field] = control.value;
      }
    }
  }
  return typed;
}
