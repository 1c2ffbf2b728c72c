/** Thrown when a bounded limiter's queue is full: the caller answers "busy" at once. */
export class LimiterFullError extends Error {
  constructor() {
    super('image endpoint busy: queue full');
  }
}

/**
 * Runs at most `slots` tasks at once; the others wait in order, at most `maxWaiting` of them. One
 * more is refused with LimiterFullError instead of queueing, so a flood is answered at once
 * rather than held in memory for minutes.
 */
export function createLimiter(slots: number, maxWaiting = Number.POSITIVE_INFINITY) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const run = async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= slots) {
      if (waiting.length >= maxWaiting) throw new LimiterFullError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
  return Object.assign(run, { load: () => ({ running, waiting: waiting.length }) });
}
