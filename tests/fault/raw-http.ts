import { request } from 'node:http';
import { connect } from 'node:net';

/** A POST whose body goes out in chunks (Transfer-Encoding: chunked, no Content-Length). */
export function postChunked(url: string, headers: Record<string, string>, chunks: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // The server may answer 413 and stop reading before every chunk is out.
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

/**
 * A slow client: sends `start` and then nothing more. Resolves with what the server sent before
 * it closed the connection (Node answers 408 once its request timeout has passed).
 */
export function stallAfter(url: string, start: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(start));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}
