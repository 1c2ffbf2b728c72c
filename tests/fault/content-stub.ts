import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stand-ins for the agency's remote content service (CONTENT_API_URL), for fault and hostile
 * content tests: hung, answering garbage, or answering real content made hostile.
 */
export interface ContentStub {
  url: string;
  /** Calls seen, as `<path>` (e.g. `pages/get`). */
  calls: string[];
  close(): Promise<void>;
}

export type StubHandler = (call: string, body: string, response: ServerResponse) => void | Promise<void>;

export async function startContentStub(handler: StubHandler): Promise<ContentStub> {
  const calls: string[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const call = (request.url ?? '/').replace(/^\//, '');
      calls.push(call);
      Promise.resolve(handler(call, body, response)).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Accepts every call and never answers (a hung service): only our timeouts end the wait. */
export const neverAnswers: StubHandler = () => undefined;

/** Garbage, varied per call: HTML error pages, truncated JSON, wrong shapes, server errors. */
export const answersGarbage: StubHandler = (call, _body, response) => {
  const variants: [number, string, string][] = [
    [200, 'text/html', '<html><body><h1>502 Bad Gateway</h1></body></html>'],
    [200, 'application/json', '{"success": true, "data": {"motto": [{"text": "cut off'],
    [200, 'application/json', '[1, 2, 3]'],
    [200, 'application/json', '"just a string"'],
    [200, 'application/json', '{"success": "yes", "data": 42}'],
    [500, 'application/json', '{"message": "Internal Server Error"}'],
    [503, 'text/plain', 'Service Unavailable'],
    [200, 'application/json', '\u0000\u0001\u0002'],
  ];
  const index = [...call].reduce((sum, char) => sum + char.charCodeAt(0), 0) % variants.length;
  const [status, type, text] = variants[index] ?? variants[0]!;
  response.writeHead(status, { 'content-type': type });
  response.end(text);
};
