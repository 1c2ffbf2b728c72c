/**
 * A new id for one fill of a form: a double click or a retry sends the same id, and the server
 * stores one enquiry for it. Browser event handlers and effects only (never during render).
 * `randomUUID` needs a secure context; plain-http deployments fall back to getRandomValues.
 */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
