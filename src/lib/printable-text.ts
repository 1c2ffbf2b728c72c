/**
 * C0 and C1 control characters (ESC starts a terminal escape sequence, BEL rings, CR rewrites a
 * line) and the Unicode bidi controls (U+202E turns "exe.txt" into "txt.exe" on screen): what a
 * visitor or an editor could type to erase lines, fake rows or hide text in a terminal or a
 * spreadsheet. Line breaks and tabs are C0 too: kept only where the caller says so.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const LINE_BREAKS_AND_TABS = /\r\n|[\r\n\t]/g;

/**
 * Text safe to print where someone reads it (a terminal, a CSV cell, a list): controls removed;
 * line breaks and tabs kept with `keepLineBreaks` (a CSV cell quotes them), otherwise each
 * becomes a visible " ↵ " or a space, so no field can start a line of its own.
 */
export function printable(text: string, options: { keepLineBreaks?: boolean } = {}): string {
  const stripped = text.replace(CONTROLS, '');
  if (options.keepLineBreaks) return stripped;
  return stripped.replace(LINE_BREAKS_AND_TABS, (match) => (match === '\t' ? ' ' : ' ↵ '));
}

/** C1 controls and bidi controls, which JSON.stringify leaves as they are (it escapes C0 only). */
const UNESCAPED_BY_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Indented JSON whose strings keep every character (a program reading it gets the data as
 * stored), with the controls a terminal would act on written as `\uXXXX` escapes, so printing it
 * is safe too: the JSON output of every command that prints stored text.
 */
export function printableJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(UNESCAPED_BY_JSON, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
