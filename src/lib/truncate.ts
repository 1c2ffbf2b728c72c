/** Cuts text at `limit` characters and adds an ellipsis, as the spec's cards do (150 characters). */
export function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit)}...`;
}
