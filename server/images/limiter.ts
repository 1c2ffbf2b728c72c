/** Thrown when a bounded limiter's queue is full (or closed): the caller answers "busy" at once. */
export class LimiterFullError extends Error {
  constructor(message = 'image endpoint busy: queue full') {
    super(message);
  }
}

/**
 * Runs at most `slots` tasks at once; the others wait in order, at most `maxWaiting` of them. One
 * more is refused with LimiterFullError instead of queueing, so a flood is answered at once
 * rather than held in memory for minutes. `close()` (a shutdown) refuses the waiting ones and
 * every later one the same way, so only the tasks already running delay the drain.
 */
export function createLimiter(slots: number, maxWaiting = Number.POSITIVE_INFINITY) {
  let running = 0;
  let closed = false;
  const waiting: { start: () => void; refuse: (error: Error) => void }[] = [];
  const closedError = () => new LimiterFullError('image endpoint shutting down');
  const run = async <T>(task: () => Promise<T>): Promise<T> => {
    if (closed) throw closedError();
    if (running >= slots) {
      if (waiting.length >= maxWaiting) throw new LimiterFullError();
      await new Promise<void>((start, refuse) => waiting.push({ start, refuse }));
    }
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.start();
    }
  };
  const close = () => {
    closed = true;
    for (const queued of waiting.splice(0)) queued.refuse(closedError());
  };
  return Object.assign(run, { load: () => ({ running, waiting: waiting.length }), close });
}
