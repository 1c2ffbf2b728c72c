import pino from 'pino';
import { REDACT_PATHS, scrubbingDestination } from './security/log-redaction';

export type Logger = pino.Logger;

/** Structured JSON logs, one line per event. E-mail addresses and phone numbers never go in. */
export function createLogger(level: string, write?: (line: string) => void): Logger {
  return pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime, redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
    // Always through the scrubber; `write` only chooses where scrubbed lines go (tests: memory).
    scrubbingDestination(write),
  );
}
