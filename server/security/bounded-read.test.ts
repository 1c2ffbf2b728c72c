import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentStub, type ContentStub } from '../../tests/fault/content-stub';
import { createRemoteSource } from '../content-source/remote-source';
import { AnswerTooLargeError, readBoundedText } from './bounded-read';

describe('reading a remote answer with a size limit', () => {
  it('reads an answer within the limit', async () => {
    expect(await readBoundedText(new Response('{"success":true}'), 100)).toBe('{"success":true}');
  });

  it('refuses a declared or streamed body over the limit', async () => {
    await expect(readBoundedText(new Response('x'.repeat(101), { headers: { 'content-length': '101' } }), 100)).rejects.toBeInstanceOf(AnswerTooLargeError);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64));
      },
    });
    await expect(readBoundedText(new Response(endless), 1_000)).rejects.toBeInstanceOf(AnswerTooLargeError);
    expect(pulled).toBeLessThan(100);
  });
});

describe('the remote content source against a broken service', () => {
  let stub: ContentStub;
  beforeAll(async () => {
    stub = await startContentStub((call, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      if (call === 'pages/get') response.end(JSON.stringify({ success: true, data: { motto: 'x'.repeat(3 * 1024 * 1024) } }));
      else if (call === 'pages/regions') response.write('{"success": true, "data": {"regions": ['); // and never more
      else response.end('{"success":true,"data":{"countries":[]}}');
    });
  });
  afterAll(() => stub.close());

  const source = () => createRemoteSource({ baseUrl: stub.url, token: 't', timeoutMs: 1_000 });

  it('answers 502 to an answer over 2 MB instead of buffering it', async () => {
    const answer = await source().answer('pages/get', { pageId: 2 });
    expect(answer.status).toBe(502);
  });

  it('gives up on a body that stops arriving after the headers', async () => {
    const answer = await source().answer('pages/regions', {});
    expect(answer.status).toBe(502);
  });

  it('still reads a normal answer', async () => {
    expect(await source().answer('pages/country', {})).toEqual({ status: 200, body: { success: true, data: { countries: [] } } });
  });
});
