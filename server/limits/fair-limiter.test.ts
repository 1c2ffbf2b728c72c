import { describe, expect, it, vi } from 'vitest';
import { createFairLimiter, LimiterFullError } from './fair-limiter';

const never = () => new Promise<never>(() => undefined);

/** A task that runs until `release()` is called, recording when it started. */
function gate(log: string[], name: string) {
  let release = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  return { task: async () => (log.push(name), done), release: () => release() };
}

describe('createFairLimiter', () => {
  it('runs `slots` tasks at once, queues `maxWaiting`, and refuses one more at once', async () => {
    const limit = createFairLimiter({ slots: 1, maxWaiting: 1 });
    void limit('a', never);
    const queued = limit('a', async () => 'queued');
    await expect(limit('a', async () => 'third')).rejects.toBeInstanceOf(LimiterFullError);
    expect(limit.load()).toMatchObject({ running: 1, waiting: 1 });
    limit.close();
    await expect(queued).rejects.toThrow('shutting down');
  });

  it('after close() refuses every new task, so a shutdown waits only for the running ones', async () => {
    const limit = createFairLimiter({ slots: 2 });
    limit.close();
    await expect(limit('a', async () => 'late')).rejects.toMatchObject({ reason: 'closed' });
    expect(limit.load()).toEqual({ running: 0, waiting: 0, clients: 0 });
  });

  it("bounds one client's share of the slots and the queue: a flood leaves room for another client", async () => {
    const limit = createFairLimiter({ slots: 3, maxWaiting: 8, perClient: { running: 2, waiting: 3 } });
    const started: string[] = [];
    const flood = Array.from({ length: 10 }, (_, i) => gate(started, `flood-${i}`));
    const answers = flood.map((g) => limit('flooder', g.task).then(() => 'ran', (error: LimiterFullError) => error.reason));
    // Two running, three waiting; the other five refused at once.
    await expect(Promise.all(answers.slice(5))).resolves.toEqual(['client', 'client', 'client', 'client', 'client']);
    expect(started).toEqual(['flood-0', 'flood-1']);
    const visitor = gate(started, 'visitor');
    const visited = limit('visitor', visitor.task);
    await vi.waitFor(() => expect(started).toContain('visitor'));
    visitor.release();
    await visited;
    for (const g of flood) g.release();
    await expect(Promise.all(answers.slice(0, 5))).resolves.toEqual(['ran', 'ran', 'ran', 'ran', 'ran']);
  });

  it('serves waiting clients in turn, not in arrival order', async () => {
    const limit = createFairLimiter({ slots: 1 });
    const started: string[] = [];
    const gates = ['a-0', 'a-1', 'a-2', 'b-0'].map((name) => gate(started, name));
    const runs = gates.map((g, i) => limit(i < 3 ? 'a' : 'b', g.task));
    for (let count = 1; count < 4; count += 1) {
      await vi.waitFor(() => expect(started).toHaveLength(count));
      gates.find((g, i) => started[count - 1] === ['a-0', 'a-1', 'a-2', 'b-0'][i])?.release();
    }
    await vi.waitFor(() => expect(started).toHaveLength(4));
    for (const g of gates) g.release();
    await Promise.all(runs);
    // b-0 came last but is served before a's second waiting task.
    expect(started).toEqual(['a-0', 'a-1', 'b-0', 'a-2']);
  });

  it('refuses a task that waited longer than maxWaitMs', async () => {
    vi.useFakeTimers();
    try {
      const limit = createFairLimiter({ slots: 1, maxWaitMs: 5_000 });
      void limit('a', never);
      const waiting = limit('b', async () => 'late').catch((error: LimiterFullError) => error.reason);
      await vi.advanceTimersByTimeAsync(5_001);
      await expect(waiting).resolves.toBe('timeout');
      expect(limit.load()).toEqual({ running: 1, waiting: 0, clients: 1 });
    } finally {
      vi.useRealTimers();
    }
  });
});
