// Throughput of one URL as fast as the server answers: autocannon, `connections` keep-alive
// connections for `seconds`. Plain JavaScript (autocannon has no types), used by the cluster test
// and `npm run bench:experiment`.
import autocannon from 'autocannon';

/**
 * Answers per second (2xx only) and the count of other answers and errors. `headers`: one set of
 * request headers per kind of visitor; each connection sends them in turn (autocannon's
 * `requests` cycle), so the kinds are mixed in equal shares.
 */
export async function closedLoopThroughput(url, { connections = 32, seconds = 3, headers } = {}) {
  const requests = headers?.map((set) => ({ method: 'GET', headers: set }));
  const result = await autocannon({ url, connections, duration: seconds, ...(requests ? { requests } : {}) });
  return { rps: result['2xx'] / seconds, failures: result.non2xx + result.errors + result.timeouts };
}
