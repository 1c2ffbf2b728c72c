import { http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureContentClient } from '../../content/client';

/**
 * For a form's component test: an msw server (unhandled requests fail the test) standing in for
 * the form's endpoint. `answer(reply)` makes the endpoint answer with `reply` and records each
 * body it receives in `sent`, so tests assert on what the form really sent. Registers its own
 * beforeAll/afterEach/afterAll hooks: call it once at the top of the test file.
 */
export function mockFormEndpoint(endpoint: string) {
  const sent: unknown[] = [];
  const server = setupServer();

  beforeAll(() => {
    configureContentClient({ token: 'test-token' });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    sent.length = 0;
  });
  afterAll(() => server.close());

  function answer(reply: () => Response | Promise<Response>) {
    server.use(
      http.post(endpoint, async ({ request }) => {
        sent.push(await request.json());
        return reply();
      }),
    );
  }

  /** More handlers for this test only (e.g. the option lists a form's content load asks for). */
  const use = (...handlers: RequestHandler[]) => server.use(...handlers);

  return { sent, answer, use };
}
