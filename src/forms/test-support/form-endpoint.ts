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

  /**
   * The endpoint answers `reply` only once the test calls the returned release(): the test sees
   * the form while it waits for the answer, however busy the machine (a 50 ms delay was over
   * before a loaded CI run's assertion on 'Submitting...').
   */
  function answerOnRelease(reply: () => Response): () => void {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    answer(async () => {
      await released;
      return reply();
    });
    return () => release();
  }

  /** More handlers for this test only (e.g. the option lists a form's content load asks for). */
  const use = (...handlers: RequestHandler[]) => server.use(...handlers);

  return { sent, answer, answerOnRelease, use };
}
