// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormState } from '../../forms/form-state';
import { mockFormEndpoint } from '../../forms/test-support/form-endpoint';
import { alertText, field, focusMovesTo, typist } from '../../forms/test-support/form-queries';
import { fillValidLead, renderLeadForm } from './test-support';

const { sent, answer, answerOnRelease } = mockFormEndpoint('http://localhost:3000/api/enquiries/lead_contact');
afterEach(() => vi.restoreAllMocks());

const submit = () => screen.getByRole('button', { name: 'Talk to a Travel Expert' });

/** The form rendered and validly filled in; the user who filled it goes on. */
async function renderFilled(options?: Parameters<typeof renderLeadForm>[0]) {
  const user = typist();
  renderLeadForm(options);
  await fillValidLead(user);
  return user;
}

describe('lead form: fields', () => {
  it('has the spec\'s inputs: tel with its placeholder, the country select, a date, an optional comment', () => {
    renderLeadForm();
    expect(field(/^Email/).getAttribute('type')).toBe('email');
    const phone = field(/^Phone/);
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('placeholder')).toBe('+11234567890');
    expect(field(/^Travel date/).getAttribute('type')).toBe('date');
    const options = [...field(/^Country/).querySelectorAll('option')].map((o) => [o.textContent, o.getAttribute('value')]);
    expect(options).toEqual([
      ['---Select---', ''],
      ['United States', '1'],
      ['Canada', '2'],
    ]);
    for (const label of [/^Full name/, /^Email/, /^Phone/, /^City/, /^Country/, /^Travel date/]) {
      expect(field(label).hasAttribute('required')).toBe(true);
    }
    expect(field(/^Comments or requests/).hasAttribute('required')).toBe(false);
    expect(screen.getByText('Write 100-150 characters')).toBeTruthy();
    expect(submit()).toBeTruthy();
  });
});

describe('lead form: checked on submit', () => {
  it('shows every message of the table, focuses the first field and sends nothing', async () => {
    const user = typist();
    renderLeadForm();
    await user.click(submit());
    // The checks may still be loading (they are not in the page's first download): wait for them.
    await waitFor(() => expect(field(/^Full name/).getAttribute('aria-invalid')).toBe('true'));
    const expected: [RegExp, string][] = [
      [/^Full name/, 'Full name is required.'],
      [/^Email/, 'Email is required.'],
      [/^Phone/, 'Phone number is required.'],
      [/^City/, 'City is required.'],
      [/^Country/, 'Country selection is required.'],
      [/^Travel date/, 'Travel date is required.'],
      [/^Comments or requests/, 'Please provide some comments or requests.'],
    ];
    for (const [label, message] of expected) {
      const input = field(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
      expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    }
    await focusMovesTo(() => field(/^Full name/));
    expect(sent).toEqual([]);
  });

  it("refuses 'lena@' with the message on the e-mail field and sends nothing", async () => {
    const user = await renderFilled();
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'lena@');
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    const email = field(/^Email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${email.id}-error`)?.textContent).toBe('Please enter a valid email address.');
    await focusMovesTo(() => email);
    expect(sent).toEqual([]);
  });

  it('sends a phone written the common ways as +1 and ten digits', async () => {
    answer(() => HttpResponse.json({ status: '200', message: 'ok' }));
    const user = await renderFilled();
    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), '+1 303 555 0123');
    await user.click(submit());
    await waitFor(() => expect(alertText()).toBe('Thanks! Our family travel expert will contact you soon.'));
    expect(sent).toEqual([expect.objectContaining({ phone: '+13035550123' })]);
  });

  it('asks for +1 and 10 digits, and 20 characters of comment after trimming', async () => {
    const user = await renderFilled();
    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), '+44 20 7946 0958');
    await user.clear(field(/^Comments or requests/));
    await user.type(field(/^Comments or requests/), '   nineteen chars..   ');
    await user.click(submit());
    expect(await screen.findByText('Phone number must start with +1 and include exactly 10 digits after.')).toBeTruthy();
    expect(screen.getByText('Please enter at least 20 characters.')).toBeTruthy();
    await focusMovesTo(() => field(/^Phone/));
    expect(sent).toEqual([]);
  });
});

describe('lead form: sending', () => {
  it("sends the spec's body with the page marker and the reversed date, shows 'Submitting...', then the green thanks", async () => {
    const release = answerOnRelease(() => HttpResponse.json({ status: '200', message: 'ok' }));
    const user = await renderFilled();
    await user.click(submit());
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toHaveProperty('disabled', true);
    release();
    await waitFor(() => expect(alertText()).toBe('Thanks! Our family travel expert will contact you soon.'));
    expect(screen.getByRole('alert').className).toContain('form-outcome--success');
    // The focus moves to the message: a keyboard or screen reader goes on from the thanks.
    await focusMovesTo(() => screen.getByRole('alert'));
    expect(sent).toEqual([
      {
        fullname: 'Jordan Miles',
        email: 'jordan@example.com',
        phone: '+13035550123',
        travel_date: '15-09-2026',
        country: '2',
        city: 'Denver',
        lead_page: 'landing-cruise',
        comment: 'A cruise for four with a balcony cabin.',
        submission_id: expect.stringMatching(/^[A-Za-z0-9-]{16,}$/),
        website: '',
      },
    ]);
    expect(field(/^Full name/)).toHaveProperty('value', '');
    expect(field(/^Country/)).toHaveProperty('value', '');
  });

  it('tags the lead with the configured marker when one is set', async () => {
    answer(() => HttpResponse.json({ status: '200' }));
    const user = await renderFilled({ path: '/summer-promo/', props: { leadPage: 'landing-familytravel' } });
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ lead_page: 'landing-familytravel' });
  });

  it("takes a numeric status 200 as the spec's '200' (docs/forms.md), and no other number", async () => {
    answer(() => HttpResponse.json({ status: 200, message: 'ok' }));
    const user = await renderFilled();
    await user.click(submit());
    await waitFor(() => expect(alertText()).toBe('Thanks! Our family travel expert will contact you soon.'));
    answer(() => HttpResponse.json({ status: 201, message: 'Queued, not stored.' }));
    await fillValidLead(user);
    await user.click(submit());
    await waitFor(() => expect(alertText()).toBe('Queued, not stored.'));
    expect(screen.getByRole('alert').className).toContain('form-outcome--error');
  });

  it("reads the JSON after the first '{' of the answer", async () => {
    answer(() => new HttpResponse(`)]}'\n{"status":"200","message":"ok"}`, { status: 200, headers: { 'content-type': 'text/plain' } }));
    const user = await renderFilled();
    await user.click(submit());
    await waitFor(() => expect(alertText()).toBe('Thanks! Our family travel expert will contact you soon.'));
  });

  it("shows the server's message for a status other than '200' and keeps the input", async () => {
    answer(() => HttpResponse.json({ status: '400', message: 'That date is fully booked.' }, { status: 400 }));
    const user = await renderFilled();
    await user.click(submit());
    await waitFor(() => expect(alertText()).toBe('That date is fully booked.'));
    expect(screen.getByRole('alert').className).toContain('form-outcome--error');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(field(/^Full name/)).toHaveProperty('value', 'Jordan Miles');
  });

  it("falls back to 'Something went wrong. Please try again later.' when a refusal has no message", async () => {
    answer(() => HttpResponse.json({ status: 'error' }));
    const user = await renderFilled();
    await user.click(submit());
    await waitFor(() => expect(alertText()).toBe('Something went wrong. Please try again later.'));
  });

  it('logs an unreadable answer, shows nothing and keeps the input', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(() => new HttpResponse('<html>Bad gateway</html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    const user = await renderFilled();
    await user.click(submit());
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('[lead] the answer holds no JSON')));
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    expect(alertText()).toBe('');
    // The focus goes back to the button (disabled while sending, it had dropped the focus).
    await waitFor(() => expect(document.activeElement).toBe(submit()));
    expect(field(/^City/)).toHaveProperty('value', 'Denver');
  });

  it("shows 'An error occurred while submitting the form.' when the request throws", async () => {
    answer(() => HttpResponse.error());
    const user = await renderFilled();
    await user.click(submit());
    await waitFor(() => expect(alertText()).toBe('An error occurred while submitting the form.'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(field(/^Email/)).toHaveProperty('value', 'jordan@example.com');
  });

  it('marks the fields the server refused', async () => {
    answer(() =>
      HttpResponse.json(
        { status: '400', message: 'Please correct the highlighted fields.', data: { errors: { travel_date: 'Please enter a valid travel date.' } } },
        { status: 400 },
      ),
    );
    const user = await renderFilled();
    await user.click(submit());
    await waitFor(() => expect(field(/^Travel date/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter a valid travel date.')).toBeTruthy();
  });
});

describe('lead form: after a post without JavaScript', () => {
  it("shows the server's messages with the kept input, posting to its own page with its marker", async () => {
    const state: FormState = {
      path: '/landing-cruise/',
      form: 'lead',
      outcome: 'error',
      message: 'Please correct the highlighted fields.',
      values: { fullName: 'Jordan', phone: '555', city: 'Denver' },
      errors: { phone: 'Phone number must start with +1 and include exactly 10 digits after.' },
    };
    renderLeadForm({ postedForm: state });
    expect(alertText()).toBe('Please correct the highlighted fields.');
    expect(field(/^Phone/)).toHaveProperty('value', '555');
    expect(field(/^Phone/).getAttribute('aria-invalid')).toBe('true');
    await focusMovesTo(() => field(/^Phone/));
    const form = field(/^Phone/).closest('form');
    expect(form?.getAttribute('action')).toBe('/landing-cruise/');
    expect(form?.querySelector<HTMLInputElement>('input[name="lead_page"]')?.value).toBe('landing-cruise');
  });

  it("ignores another page's state", () => {
    const state: FormState = { path: '/landing-themepark/', form: 'lead', outcome: 'success', message: 'x', values: {}, errors: {} };
    renderLeadForm({ postedForm: state });
    expect(alertText()).toBe('');
  });
});
