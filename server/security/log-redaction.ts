import type { DestinationStream } from 'pino';

/**
 * The safety net under "no e-mail address or phone number in a log line": every line pino writes
 * is parsed and each string in it is scrubbed before it reaches stdout, whatever the code that
 * logged it put in (an error message quoting a recipient, a path a visitor typed). Fields that
 * hold such data by name are censored by pino's own redaction first (REDACT_PATHS).
 */
const EMAIL = /[\p{L}\p{N}._%+-]+(?:@|%40)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[\p{L}]{2,}/gu;
/** Seven or more digits, optionally with +, spaces, dots, dashes or brackets between them; not part of a word, a date-time or a UUID. */
const PHONE = /(?<![\w.-])\+?\d(?:[ ().-]{0,2}\d){6,}(?![\w-])/g;
const PERSONAL_KEY = /mail|phone/i;

export const REDACT_PATHS = ['email', 'conf_email', 'phone', '*.email', '*.conf_email', '*.phone', 'payload', '*.payload'];

export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

/** Every string scrubbed, every number under an e-mail or phone key masked; the log's own time kept. */
export function scrubValue(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return key === 'time' ? value : scrubText(value);
  if (typeof value === 'number' && PERSONAL_KEY.test(key)) return '[redacted]';
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubValue(v, k)]));
  }
  return value;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    if (error instanceof SyntaxError) return { ok: false };
    throw error;
  }
}

/** One pino line (JSON plus newline), scrubbed; a line that is not JSON (never trust that) is scrubbed as text. */
export function scrubLogLine(line: string): string {
  const trimmed = line.trimEnd();
  const parsed = parseJson(trimmed);
  return `${parsed.ok ? JSON.stringify(scrubValue(parsed.value)) : scrubText(trimmed)}\n`;
}

/** A pino destination that scrubs each line and hands it on (stdout by default). */
export function scrubbingDestination(write: (line: string) => void = (line) => void process.stdout.write(line)): DestinationStream {
  return { write: (line: string) => write(scrubLogLine(line)) };
}
