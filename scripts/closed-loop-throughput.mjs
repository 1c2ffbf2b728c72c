// Throughput of one URL as fast as the server answers: autocannon, `connections` keep-alive
// connections for `seconds`. Plain JavaScript (autocannon has no types), used by the cluster test.
import autocannon from 'autocannon';

/** Answers per second (2xx only) and the count of other answers and errors. */
export async function closedLoopThroughput(url, { connections = 32, seconds = 3 } = {}) {
  const result = await autocannon({ url, connections, duration: seconds });
  return { rps: result['2xx'] / seconds, failures: result.non2xx + result.errors + result.timeouts };
}
