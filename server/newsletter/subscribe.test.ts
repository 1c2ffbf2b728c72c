import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NEWSLETTER_MESSAGES } from '../../src/content/contract/newsletter-fields';
import { parseRows } from '../db/rows';
import { createTestApp } from '../test-support/test-app';

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const subscriberRow = z.object({ email: z.string(), source: z.string() });
const subscribers = async () =>
  parseRows(subscriberRow, await testApp.db.query('SELECT email, source FROM newsletter_subscribers ORDER BY id'));

describe('POST /api/newsletter/subscribe', () => {
  it('stores the address before answering 200 with the success message', async () => {
    const response = await testApp.post('newsletter/subscribe', { email: 'Jo.Traveller@Example.com ', source: 'inspiration' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 200, message: NEWSLETTER_MESSAGES.subscribed });
    expect(await subscribers()).toEqual([{ email: 'jo.traveller@example.com', source: 'inspiration' }]);
  });

  it('answers a repeated sign-up the same way and keeps one row', async () => {
    const response = await testApp.post('newsletter/subscribe', { email: 'jo.traveller@example.com' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: NEWSLETTER_MESSAGES.subscribed });
    expect((await subscribers()).filter((row) => row.email === 'jo.traveller@example.com')).toHaveLength(1);
  });

  it('refuses an address that is not an e-mail with 400 and stores nothing', async () => {
    const before = (await subscribers()).length;
    for (const email of ['not-an-email', '', 'a@b']) {
      const response = await testApp.post('newsletter/subscribe', { email });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 400, message: NEWSLETTER_MESSAGES.invalidEmail });
    }
    const missing = await testApp.post('newsletter/subscribe', {});
    expect(missing.status).toBe(400);
    expect((await subscribers()).length).toBe(before);
  });

  it('needs the token header like every call', async () => {
    const response = await testApp.post('newsletter/subscribe', { email: 'x@example.com' }, { token: 'wrong' });
    expect(response.status).toBe(401);
  });
});
