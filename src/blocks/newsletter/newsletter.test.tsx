// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureContentClient } from '../../content/client';
import { contentCalls } from '../../content/contract/calls';
import { newsletterRequestSchema, newsletterResponseSchema } from '../../content/contract/newsletter-fields';
import { testSiteSettings as siteConfig } from '../shared/test-site-settings';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

const requests: { body: unknown; token: string | null }[] = [];
const server = setupServer(
  http.post('http://localhost:3000/api/newsletter/subscribe', async ({ request }) => {
    requests.push({ body: await request.json(), token: request.headers.get('token') });
    return HttpResponse.json({ status: 200, message: 'Thanks for signing up! Travel ideas are on their way to your inbox.' });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureContentClient({ token: 'test-token' });
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('newsletter', () => {
  it("shows 'Curious About Travel?', a labelled e-mail field, Sign Up and the six social links", () => {
    renderBlock(block);
    expect(screen.getByRole('heading', { name: 'Curious About Travel?' })).toBeTruthy();
    expect(screen.getByLabelText('Your e-mail address').getAttribute('type')).toBe('email');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy();
    const social = siteConfig.social.map((p) => screen.getByRole('link', { name: `${p.label} (opens in a new tab)` }));
    expect(social.map((a) => a.getAttribute('href'))).toEqual(siteConfig.social.map((p) => p.href));
    for (const link of social) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('refuses an address that is not an e-mail, without a request', async () => {
    renderBlock(block);
    await userEvent.type(screen.getByLabelText('Your e-mail address'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address.');
    expect(screen.getByLabelText('Your e-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it('stores the address through newsletter/subscribe and says so', async () => {
    renderBlock(block);
    const field = screen.getByLabelText('Your e-mail address');
    await userEvent.type(field, ' Jo@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Thanks for signing up! Travel ideas are on their way to your inbox.')).toBeTruthy();
    expect(requests).toEqual([{ body: { email: 'jo@example.com', source: 'inspiration' }, token: 'test-token' }]);
    expect(field).toHaveProperty('value', '');
  });

  it('says something went wrong when the server refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post('http://localhost:3000/api/newsletter/subscribe', () => HttpResponse.json({ status: 500, message: 'x' }, { status: 500 })));
    renderBlock(block);
    await userEvent.type(screen.getByLabelText('Your e-mail address'), 'jo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again later.');
  });

  it("checks and reads the call with the contract's own schemas (the box loads them without the whole table)", () => {
    expect(contentCalls['newsletter/subscribe'].request).toBe(newsletterRequestSchema);
    expect(contentCalls['newsletter/subscribe'].response).toBe(newsletterResponseSchema);
  });
});
