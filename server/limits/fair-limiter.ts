/** Why a task was not run: the caller answers "busy" (or "try again") at once. */
export class LimiterFullError extends Error {
  constructor(
    readonly reason: 'full' | 'client' | 'timeout' | 'closed',
    message = reason === 'closed' ? 'shutting down' : reason === 'timeout' ? 'waited too long' : reason === 'client' ? "this client's share is taken" : 'queue full',
  ) {
    super(message);
    this.name = 'LimiterFullError';
  }
}

export interface FairLimiterOptions {
  /** Tasks running at once. */
  slots: number;
  /** Tasks waiting, all clients together; one more is refused at once. */
  maxWaiting?: number;
  /** One client's share: tasks it may have running, and waiting. Default: everything. */
  perClient?: { running: number; waiting: number };
  /** A waiting task is refused (LimiterFullError 'timeout') after this many milliseconds. */
  maxWaitMs?: number;
}

interface Waiter {
  start: () => void;
  refuse: (error: LimiterFullError) => void;
}

interface ClientState {
  running: number;
  waiting: Waiter[];
}

/**
 * Runs at most `slots` tasks at once, shared fairly between clients (a client being whoever the
 * caller names: an address, a /64): one client has at most `perClient.running` of the slots and
 * `perClient.waiting` places in the queue, and a freed slot goes to the clients in turn, so a
 * flood from one client leaves room for everybody else's. A waiting task gives up after
 * `maxWaitMs`; past the bounds a task is refused at once rather than held in memory for minutes.
 * `close()` (a shutdown) refuses the waiting ones and every later one, so only the tasks already
 * running delay the drain.
 */
export function createFairLimiter(options: FairLimiterOptions) {
  const maxWaiting = options.maxWaiting ?? Number.POSITIVE_INFINITY;
  const share = options.perClient ?? { running: options.slots, waiting: maxWaiting };
  const clients = new Map<string, ClientState>();
  /** Clients with a task waiting, in the order they are served (the next one first). */
  let turn: string[] = [];
  let running = 0;
  let waiting = 0;
  let closed = false;

  const stateOf = (client: string) => {
    let state = clients.get(client);
    if (!state) {
      state = { running: 0, waiting: [] };
      clients.set(client, state);
    }
    return state;
  };
  const forgetIfIdle = (client: string, state: ClientState) => {
    if (state.running === 0 && state.waiting.length === 0) clients.delete(client);
  };

  /** Hands free slots to waiting clients in turn, each within its share. */
  const dispatch = () => {
    for (let looked = 0; running < options.slots && looked < turn.length; ) {
      const client = turn[0] ?? '';
      const state = clients.get(client);
      turn = turn.slice(1);
      if (!state || state.waiting.length === 0) continue;
      if (state.running >= share.running) {
        turn.push(client);
        looked += 1;
        continue;
      }
      const next = state.waiting.shift();
      waiting -= 1;
      running += 1;
      state.running += 1;
      if (state.waiting.length > 0) turn.push(client);
      looked = 0;
      next?.start();
    }
  };

  async function run<T>(client: string, task: () => Promise<T>): Promise<T> {
    if (closed) throw new LimiterFullError('closed');
    const state = stateOf(client);
    if (running < options.slots && state.running < share.running && state.waiting.length === 0) {
      running += 1;
      state.running += 1;
    } else {
      if (state.waiting.length >= share.waiting) throw new LimiterFullError('client');
      if (waiting >= maxWaiting) throw new LimiterFullError('full');
      await new Promise<void>((start, refuse) => {
        let timer: NodeJS.Timeout | undefined;
        const waiter: Waiter = {
          start: () => {
            clearTimeout(timer);
            start();
          },
          refuse: (error) => {
            clearTimeout(timer);
            refuse(error);
          },
        };
        if (options.maxWaitMs !== undefined) {
          timer = setTimeout(() => {
            const index = state.waiting.indexOf(waiter);
            if (index < 0) return;
            state.waiting.splice(index, 1);
            waiting -= 1;
            if (state.waiting.length === 0) turn = turn.filter((queued) => queued !== client);
            forgetIfIdle(client, state);
            refuse(new LimiterFullError('timeout'));
          }, options.maxWaitMs);
        }
        if (state.waiting.length === 0) turn.push(client);
        state.waiting.push(waiter);
        waiting += 1;
      });
    }
    try {
      return await task();
    } finally {
      running -= 1;
      state.running -= 1;
      forgetIfIdle(client, state);
      dispatch();
    }
  }

  const close = () => {
    closed = true;
    for (const [client, state] of clients) {
      for (const waiter of state.waiting.splice(0)) waiter.refuse(new LimiterFullError('closed'));
      forgetIfIdle(client, state);
    }
    waiting = 0;
    turn = [];
  };

  return Object.assign(run, {
    load: () => ({ running, waiting, clients: clients.size }),
    close,
  });
}

export type FairLimiter = ReturnType<typeof createFairLimiter>;
