import { describe, expect, it } from 'vitest';
import { createLimiter, LimiterFullError } from './limiter';

const never = () => new Promise<never>(() => undefined);

describe('createLimiter', () => {
  it('runs `slots` tasks at once, queues `maxWaiting`, and refuses one more at once', async () => {
    const limit = createLimiter(1, 1);
    void limit(never);
    const queued = limit(async () => 'queued');
    await expect(limit(async () => 'third')).rejects.toBeInstanceOf(LimiterFullError);
    expect(limit.load()).toEqual({ running: 1, waiting: 1 });
    limit.close();
    await expect(queued).rejects.toThrow('shutting down');
  });

  it('after close() refuses every new task, so a shutdown waits only for the running ones', async () => {
    const limit = createLimiter(2);
    limit.close();
    await expect(limit(async () => 'late')).rejects.toBeInstanceOf(LimiterFullError);
    expect(limit.load()).toEqual({ running: 0, waiting: 0 });
  });
});
