// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureContentClient } from '../../content/client';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

// The sign-up's check and sender are not in the page's first download: they come on demand.
// While `network.offline` is set, that download fails as it does in a browser gone offline.
const network = vi.hoisted(() => ({ offline: true }));
vi.mock('./subscribe', async (importActual) => {
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module: subscribe.js');
  return importActual();
});

const requests: unknown[] = [];
const server = setupServer(
  http.post('http://localhost:3000/api/newsletter/subscribe', async ({ request }) => {
    requests.push(await request.json());
    return HttpResponse.json({ status: 200, message: 'Thanks for signing up! Travel ideas are on their way to your inbox.' });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureContentClient({ token: 'test-token' });
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

describe('newsletter: its check and sender could not be downloaded', () => {
  it('says something went wrong, logs why, keeps the address, and a later Sign Up tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderBlock(block);
    const email = screen.getByLabelText('Your e-mail address');
    await userEvent.type(email, 'jo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.queryByRole('alert')?.textContent).toBe('Something went wrong. Please try again later.'));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[newsletter\] the sign-up's check could not be loaded: /));
    expect(email).toHaveProperty('value', 'jo@example.com');
    expect(requests).toEqual([]);

    network.offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Thanks for signing up! Travel ideas are on their way to your inbox.')).toBeTruthy();
    expect(requests).toEqual([{ email: 'jo@example.com', source: 'inspiration' }]);
  });
});
