/** One bullet per non-empty line (spec 2 "Advisor profile pages"). */
export function toLines(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-•*]\s*/, '').trim())
    .filter((line) => line !== '');
}
