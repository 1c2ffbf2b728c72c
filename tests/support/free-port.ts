import { createServer, type Server } from 'node:net';

function listenOnAnyPort(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

/**
 * `count` different ports free on 127.0.0.1 right now (for servers the test starts on fixed
 * ports). All are held open until each is known, so one call never hands out the same port twice
 * (two separate calls still can: ask for every port a test needs in one call).
 */
export async function freePorts<N extends number>(count: N): Promise<Ports<N>> {
  const held = [];
  for (let i = 0; i < count; i++) held.push(await listenOnAnyPort());
  await Promise.all(held.map(({ server }) => new Promise((resolve) => server.close(resolve))));
  const ports: number[] = held.map(({ port }) => port);
  if (!isPorts(ports, count)) throw new Error(`asked for ${count} ports, got ${ports.length}`);
  return ports;
}

/** One port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port;
}

/** A tuple of N port numbers, so that destructuring needs no check for a missing one. */
type Ports<N extends number, Acc extends number[] = []> = Acc['length'] extends N ? Acc : Ports<N, [...Acc, number]>;

function isPorts<N extends number>(ports: number[], count: N): ports is Ports<N> {
  return ports.length === count;
}
