import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs, one line per event. E-mail addresses and phone numbers never go in. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
