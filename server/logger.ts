import { format } from 'node:util';
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

/** "[content] pages/get answered HTTP 404" → tag "content", the rest the message. */
const TAGGED = /^\[([\w .:/-]{1,40})\]\s*([\s\S]*)$/;

/**
 * The server process logs JSON lines only. Code shared with the browser (src/) reports problems
 * with console.warn('[tag] …'); on the server those calls are sent through pino instead, so they
 * are JSON lines too (a path with a newline in it cannot start a line of its own, and the
 * scrubber masks e-mail addresses and phone numbers in them). Returns a function that undoes it.
 */
export function routeConsoleToLogger(logger: Logger): () => void {
  const original = { log: console.log, info: console.info, warn: console.warn, error: console.error, debug: console.debug };
  const forward = (level: 'debug' | 'info' | 'warn' | 'error') => (...args: unknown[]) => {
    const text = format(...args);
    const tagged = TAGGED.exec(text);
    if (tagged) logger[level]({ tag: tagged[1] }, tagged[2] ?? '');
    else logger[level](text);
  };
  console.log = forward('info');
  console.info = forward('info');
  console.debug = forward('debug');
  console.warn = forward('warn');
  console.error = forward('error');
  return () => Object.assign(console, original);
}
