import { open, stat } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { resolve, sep } from 'node:path';
import { guardedLookup, type SourceAllowList } from './source-allow-list';

/** Why a source could not be read; the endpoint answers with the placeholder instead. */
export class SourceError extends Error {}

export interface SourceLimits {
  maxBytes: number;
  timeoutMs: number;
  /** Width x height above which a source is refused before it is decoded (sharp's limitInputPixels). */
  maxPixels: number;
}

const MAX_REDIRECTS = 3;

/**
 * Identity and version of a file of the site: the cache key changes when the file does (its
 * size or modification time), so a replaced file is never answered from an old variant.
 */
export async function localSourceVersion(publicDir: string, path: string): Promise<{ file: string; version: string }> {
  const root = resolve(publicDir);
  const file = resolve(root, `.${path}`);
  if (!file.startsWith(root + sep)) throw new SourceError('path outside the site files');
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new SourceError('no such file');
  return { file, version: `${info.size}-${Math.floor(info.mtimeMs)}` };
}

export async function readLocalSource(file: string, limits: SourceLimits): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size > limits.maxBytes) throw new SourceError(`source is ${size} bytes, over ${limits.maxBytes}`);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/**
 * Downloads a remote source: only from the allow-list, redirects followed only to addresses the
 * allow-list also accepts, the connection refused when the name resolves to a private address,
 * at most `maxBytes` and `timeoutMs` in all (headers and body).
 */
export async function readRemoteSource(url: string, allowList: SourceAllowList, limits: SourceLimits): Promise<Buffer> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  let current = new URL(url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const refusal = allowList.refusal(current);
    if (refusal) throw new SourceError(hop === 0 ? refusal : `redirect refused: ${refusal}`);
    const response = await get(current, allowList.allowsPrivate(current), deadline);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      current = new URL(response.headers.location, current);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new SourceError(`source answered HTTP ${status}`);
    }
    return readBody(response, limits.maxBytes, deadline);
  }
  throw new SourceError('too many redirects');
}

function get(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolvePromise, reject) => {
    const req = request(url, { method: 'GET', lookup: guardedLookup(allowPrivate), signal, headers: { accept: 'image/*' } }, resolvePromise);
    req.once('error', (error) => reject(new SourceError(`source unreachable: ${error.message}`)));
    req.end();
  });
}

function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    response.destroy();
    return Promise.reject(new SourceError(`source is ${declared} bytes, over ${maxBytes}`));
  }
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const fail = (error: Error) => {
      response.destroy();
      reject(error instanceof SourceError ? error : new SourceError(`source download failed: ${error.message}`));
    };
    signal.addEventListener('abort', () => fail(new SourceError('source download timed out')), { once: true });
    response.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) fail(new SourceError(`source is over ${maxBytes} bytes`));
      else chunks.push(chunk);
    });
    response.once('error', fail);
    response.once('end', () => resolvePromise(Buffer.concat(chunks)));
  });
}
