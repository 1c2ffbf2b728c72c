// An open-loop load at a fixed rate, the way independent visitors arrive: one request every
// 1000/rate ms whatever the server is doing, each timed from the moment it was due (not from when
// a free connection sent it), so that a slow server cannot hide its queue ("coordinated
// omission", as wrk2 measures). autocannon's `overallRate` is not such a load: each of its
// connections sends its share of a second back to back and then waits for the next second, so
// "100 req/s" there is a burst at full speed at the start of every second.
import http from 'node:http';

/**
 * Requests `url` `rate` times a second for `seconds`; latencies in ms, from when each was due.
 * `timeoutMs` bounds the wait for one answer (an overloaded server's queue could take minutes to
 * drain): a request cut off counts as an error with that latency.
 */
export async function pacedLoad(url, { rate = 100, seconds = 8, maxSockets = 64, timeoutMs = 0 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const latencies = [];
  let errors = 0;
  const requestDueAt = (due) =>
    new Promise((resolve) => {
      // From the moment it is sent, waiting for a free socket included.
      const timer = timeoutMs > 0 ? setTimeout(() => request.destroy(new Error('timeout')), timeoutMs) : undefined;
      const request = http.get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          clearTimeout(timer);
          if (response.statusCode !== 200) errors += 1;
          latencies.push(performance.now() - due);
          resolve();
        });
      });
      request.on('error', (error) => {
        clearTimeout(timer);
        errors += 1;
        if (timeoutMs > 0) latencies.push(performance.now() - due);
        if (error.message !== 'timeout') console.warn(`[paced-load] ${error.message}`);
        resolve();
      });
    });
  const start = performance.now() + 50;
  const inFlight = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(requestDueAt(due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const elapsed = (performance.now() - start) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
  return { rps: sorted.length / elapsed, p50: at(0.5), p99: at(0.99), max: sorted.at(-1), errors };
}
