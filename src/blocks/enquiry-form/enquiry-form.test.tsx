// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { browserReader } from '../../content/client';
import { builtInTelephoneCodes } from '../../forms/built-in-telephone-codes';
import type { FormState } from '../../forms/form-state';
import { mockFormEndpoint } from '../../forms/test-support/form-endpoint';
import { alertText, field, focusMovesTo, typist } from '../../forms/test-support/form-queries';
import { NEXT_YEAR } from '../../forms/test-support/upcoming-trip';
import { block } from './index';
import { enquiryContent, enquiryContext, fillValidEnquiry, renderEnquiryForm } from './test-support';

const { sent, answer, answerOnRelease, use } = mockFormEndpoint('http://localhost:3000/api/enquiries/register');

const submit = () => screen.getByRole('button', { name: 'Submit Enquiry' });

/** The form rendered and validly filled in; the user who filled it goes on. */
async function renderFilled() {
  const user = typist();
  renderEnquiryForm();
  await fillValidEnquiry(user);
  return user;
}

describe('enquiry form: fields and options', () => {
  it('lists the destinations after the custom option, its empty option (spec 2 §4), the codes once each, people "1", a phone keypad', () => {
    renderEnquiryForm();
    const destination = field(/^Destination/);
    expect([...destination.querySelectorAll('option')].map((o) => [o.textContent, o.getAttribute('value')])).toEqual([
      ['Customize Your Destination', ''],
      ['Kenya', '1'],
      ['Italy', '2'],
    ]);
    // A fresh form is in custom mode, and the select is never "missing" to the browser's own check.
    expect(destination).toHaveProperty('value', '');
    expect(destination.hasAttribute('required')).toBe(false);
    expect([...field(/^Telephone code/).querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Select a code',
      '+1 United States, Canada',
      '+44 United Kingdom',
    ]);
    expect(field(/^Number of people/)).toHaveProperty('value', '1');
    const phone = field(/^Phone/);
    expect(phone.getAttribute('inputmode')).toBe('tel');
    expect(phone.hasAttribute('pattern')).toBe(false);
    // HTML allows the autofill name tel-national on a text input only (the Nu checker refuses it on type="tel").
    expect(phone.getAttribute('type')).toBe('text');
    expect(phone.getAttribute('autocomplete')).toBe('tel-national');
    expect(screen.getByText('Your Trip')).toBeTruthy();
    expect(screen.getByText('Your Details')).toBeTruthy();
    expect(screen.getByText('Write 100-150 characters')).toBeTruthy();
  });

  it("shows the free-text box for 'Customize Your Destination' (chosen in a fresh form) and hides it for a real destination", async () => {
    const user = typist();
    renderEnquiryForm();
    expect(field(/^Your destination/)).toBeTruthy();
    await user.selectOptions(field(/^Destination/), 'Kenya');
    expect(screen.queryByLabelText(/^Your destination/)).toBeNull();
    await user.selectOptions(field(/^Destination/), 'Customize Your Destination');
    expect(field(/^Your destination/)).toBeTruthy();
  });

  it('keeps the phone as typed (the check reads it) and resets people below 1 to "1"', async () => {
    const user = typist();
    renderEnquiryForm();
    await user.type(field(/^Phone/), '(303) 555-0100');
    expect(field(/^Phone/)).toHaveProperty('value', '(303) 555-0100');
    await user.clear(field(/^Number of people/));
    await user.type(field(/^Number of people/), '0');
    expect(field(/^Number of people/)).toHaveProperty('value', '1');
  });
});

describe('enquiry form: checked on submit', () => {
  it('marks every invalid field, ties each message to it, focuses the first and sends nothing', async () => {
    const user = typist();
    renderEnquiryForm();
    await user.click(submit());
    const custom = field(/^Your destination/);
    // The checks may still be loading (they are not in the page's first download): wait for them.
    await waitFor(() => expect(custom.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(custom.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please enter a custom destination.');
    for (const label of [/^Start date/, /^End date/, /^Month of travel/, /^Budget per person/, /^Comments/, /^First name/, /^Last name/, /^Email/, /^Confirm email/, /^Telephone code/, /^Phone/]) {
      const input = field(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
      expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('This field is required.');
    }
    expect(field(/^Total budget/).getAttribute('aria-invalid')).toBeNull(); // budget is optional
    await focusMovesTo(() => custom);
    expect(sent).toEqual([]);
  });

  it('asks for the custom destination in custom mode and for matching e-mails', async () => {
    const user = await renderFilled();
    await user.selectOptions(field(/^Destination/), 'Customize Your Destination');
    await user.clear(field(/^Confirm email/));
    await user.type(field(/^Confirm email/), 'ana@example.org');
    await user.click(submit());
    expect(await screen.findByText('Please enter a custom destination.')).toBeTruthy();
    expect(screen.getByText('Email confirmation does not match.')).toBeTruthy();
    await focusMovesTo(() => field(/^Your destination/));
    expect(sent).toEqual([]);
  });

  it('refuses an end before the start, and a day that is over, with the message on the field', async () => {
    const user = await renderFilled();
    fireEvent.change(field(/^End date and time/), { target: { value: `${NEXT_YEAR}-07-01T10:00` } });
    await user.click(submit());
    expect(await screen.findByText('The end date must be after the start date.')).toBeTruthy();
    const end = field(/^End date and time/);
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${end.id}-error`)?.textContent).toBe('The end date must be after the start date.');
    await focusMovesTo(() => end);

    fireEvent.change(field(/^Start date and time/), { target: { value: '2020-07-04T09:30' } });
    fireEvent.change(end, { target: { value: '2020-07-18T17:00' } });
    await user.click(submit());
    await waitFor(() => expect(screen.getAllByText('This date is in the past. Please choose today or a later date.')).toHaveLength(2));
    expect(field(/^Start date and time/).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('refuses an e-mail that cannot be answered', async () => {
    const user = await renderFilled();
    for (const label of [/^Email/, /^Confirm email/]) {
      await user.clear(field(label));
      await user.type(field(label), 'lena@');
    }
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');
    await focusMovesTo(() => field(/^Email/));
    expect(sent).toEqual([]);
  });

  it('treats an emptied people field as required (typing below 1 resets to "1" instead)', async () => {
    const user = await renderFilled();
    await user.clear(field(/^Number of people/));
    await user.click(submit());
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await focusMovesTo(() => field(/^Number of people/));
    expect(sent).toEqual([]);
  });
});

describe('enquiry form: sending', () => {
  it("sends the spec's body, shows 'Submitting...' meanwhile, then thanks the visitor and clears the form", async () => {
    const release = answerOnRelease(() => HttpResponse.json({ status: 200, message: 'ok', data: { id: '7' } }));
    const user = await renderFilled();
    await user.click(submit());
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toHaveProperty('disabled', true);
    release();
    await waitFor(() => expect(alertText()).toBe('Thank you! Your enquiry has been submitted successfully.'));
    expect(sent).toHaveLength(1);
    const body = sent[0] as Record<string, unknown>;
    expect(body).toEqual({
      fname: 'Ana',
      lname: 'Lopez',
      email: 'ana@example.com',
      conf_email: 'ana@example.com',
      phone: '2079460000',
      phone_code: '+44',
      start_date: `04-07-${NEXT_YEAR} 09:30:00`,
      end_date: `18-07-${NEXT_YEAR} 17:00:00`,
      destination: '2',
      custom_destination: '',
      month: 7,
      people: 4,
      per_head: 2500,
      comments: 'Two adults and two kids, a relaxed villa near Florence.',
      submission_id: expect.stringMatching(/^[A-Za-z0-9-]{16,}$/),
      website: '',
    });
    // The focus moves to the message: a keyboard or screen reader goes on from the thanks.
    await focusMovesTo(() => screen.getByRole('alert'));
    // A fresh form after success, without a page reload.
    expect(field(/^First name/)).toHaveProperty('value', '');
    expect(field(/^Number of people/)).toHaveProperty('value', '1');
    expect(submit()).toHaveProperty('disabled', false);
  });

  it("sends the custom destination with destination '0'", async () => {
    answer(() => HttpResponse.json({ status: 200 }));
    const user = await renderFilled();
    await user.selectOptions(field(/^Destination/), 'Customize Your Destination');
    await user.type(field(/^Your destination/), 'Patagonia');
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ destination: '0', custom_destination: 'Patagonia' });
  });

  it("shows the server's data.message on a refusal, keeps the input, and retries with the same submission id", async () => {
    answer(() => HttpResponse.json({ status: 503, data: { message: 'We could not save your request right now.' } }, { status: 503 }));
    const user = await renderFilled();
    await user.click(submit());
    await waitFor(() => expect(alertText()).toBe('We could not save your request right now.'));
    // The focus is on the message that says what happened (it fell to the page: issue 35).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(field(/^First name/)).toHaveProperty('value', 'Ana');
    expect(field(/^Comments/)).toHaveProperty('value', 'Two adults and two kids, a relaxed villa near Florence.');
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(2));
    const ids = new Set(sent.map((b) => (b as { submission_id: string }).submission_id));
    expect(ids.size).toBe(1);
  });

  it("falls back to 'Failed to register enquiry.' and shows the server's field errors", async () => {
    answer(() => HttpResponse.json({ status: 400, data: { errors: { fname: 'This field is required.' } } }, { status: 400 }));
    const user = await renderFilled();
    await user.click(submit());
    await waitFor(() => expect(alertText()).toBe('Failed to register enquiry.'));
    expect(field(/^First name/).getAttribute('aria-invalid')).toBe('true');
    await focusMovesTo(() => field(/^First name/));
  });

  it("shows the server's clear message on 429", async () => {
    const message = 'Too many submissions from your network. Please try again in 10 minutes, or call us at (303) 555-0148.';
    answer(() => HttpResponse.json({ status: 429, message }, { status: 429, headers: { 'retry-after': '600' } }));
    const user = await renderFilled();
    await user.click(submit());
    await waitFor(() => expect(alertText()).toBe(message));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
  });

  it("shows 'An error occurred during registration.' when the network fails", async () => {
    answer(() => HttpResponse.error());
    const user = await renderFilled();
    await user.click(submit());
    await waitFor(() => expect(alertText()).toBe('An error occurred during registration.'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(field(/^Last name/)).toHaveProperty('value', 'Lopez');
  });
});

describe('enquiry form: double submits and option lists', () => {
  it('sends one request for two submits in the same moment (a double click)', async () => {
    answer(async () => {
      await delay(50);
      return HttpResponse.json({ status: 200 });
    });
    await renderFilled();
    const form = submit().closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(alertText()).toBe('Thank you! Your enquiry has been submitted successfully.'));
    expect(sent).toHaveLength(1);
  });

  it('loads destinations and telephone codes for the server to prefetch; failed destinations are empty, failed codes the built-in list', async () => {
    const calls: string[] = [];
    const read = async (call: string) => {
      calls.push(call);
      return call === 'pages/destinations' ? { success: true, data: { destinations: enquiryContent.destinations } } : null;
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loaded = await block.content?.load({ ...enquiryContext, props: block.props.parse({}) }, read);
    warn.mockRestore();
    expect(loaded).toEqual({ destinations: enquiryContent.destinations, telephoneCodes: builtInTelephoneCodes });
    expect(calls.sort()).toEqual(['pages/destinations', 'pages/telephone_code']);
  });
});

describe('enquiry form: when the telephone-code call fails', () => {
  it('offers its built-in codes, and the enquiry can be sent with one of them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    use(
      http.post('http://localhost:3000/api/pages/destinations', () =>
        HttpResponse.json({ success: true, data: { destinations: enquiryContent.destinations } }),
      ),
      http.post('http://localhost:3000/api/pages/telephone_code', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    answer(() => HttpResponse.json({ status: 200 }));
    // The content load as the browser runs it, through the real client against the failing call.
    const content = await block.content?.load({ ...enquiryContext, props: block.props.parse({}) }, browserReader);
    expect(warn).toHaveBeenCalledWith('[forms] pages/telephone_code gave no codes; the enquiry form offers its built-in list');
    warn.mockRestore();

    const user = typist();
    renderEnquiryForm(undefined, content);
    const labels = [...field(/^Telephone code/).querySelectorAll('option')].map((o) => o.textContent);
    expect(labels.slice(0, 2)).toEqual(['Select a code', '+1 United States, Canada']);
    expect(labels).toContain('+44 United Kingdom');
    expect(labels).toContain('+254 Kenya');
    expect(labels.length).toBeGreaterThan(150);

    await fillValidEnquiry(user);
    await user.selectOptions(field(/^Telephone code/), '+254');
    await user.click(submit());
    await waitFor(() => expect(alertText()).toBe('Thank you! Your enquiry has been submitted successfully.'));
    expect(sent).toEqual([expect.objectContaining({ phone_code: '+254', phone: '2079460000', destination: '2', fname: 'Ana' })]);
  });
});

describe('enquiry form: after a post without JavaScript', () => {
  it("shows the server's messages with the kept input, and posts to its own page", async () => {
    const state: FormState = {
      path: '/go/',
      form: 'enquiry',
      outcome: 'error',
      message: 'Please correct the highlighted fields.',
      values: { fname: '', email: 'nora@example.com', conf_email: 'nora@example.org', people: '2' },
      errors: { fname: 'This field is required.', conf_email: 'Email confirmation does not match.' },
      submissionId: 'server-made-id-1234',
    };
    renderEnquiryForm(state);
    expect(alertText()).toBe('Please correct the highlighted fields.');
    expect(field(/^Email/)).toHaveProperty('value', 'nora@example.com');
    expect(field(/^Number of people/)).toHaveProperty('value', '2');
    expect(field(/^Confirm email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Email confirmation does not match.')).toBeTruthy();
    await focusMovesTo(() => field(/^First name/));
    const form = field(/^First name/).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    // The answer to its next post opens where its autofocus is (a #fragment would cancel it).
    expect(form?.getAttribute('action')).toBe('/go/');
    expect(form?.querySelector('[role="alert"]')).toBe(form?.querySelector('#enquiry-outcome'));
    expect(form?.querySelector<HTMLInputElement>('input[name="submission_id"]')?.value).toBe('server-made-id-1234');
  });
});

describe("enquiry form: the advisor's appointment panel sent the visitor here", () => {
  it('fills the name, phone and a comment naming the meeting from the navigation state, and puts the focus on the first field', async () => {
    const appointment = { name: 'Jane van Doe', phone: '+1 303 555 0148', date: '2026-12-03', advisor: 'David Brooks', minutes: '30' };
    renderEnquiryForm(undefined, enquiryContent, { appointment });
    await waitFor(() => expect(field(/^First name/)).toHaveProperty('value', 'Jane'));
    expect(field(/^Last name/)).toHaveProperty('value', 'van Doe');
    expect(field(/^Phone/)).toHaveProperty('value', '+1 303 555 0148');
    expect(field(/^Comments/)).toHaveProperty('value', 'I would like a 30 minute meeting with David Brooks on Thursday, December 3, 2026.');
    await waitFor(() => expect(document.activeElement).toBe(field(/^Destination/)));
  });

  it('shows the same filled form the server answered the panel\'s post with (no scripts), the focus on its first field', () => {
    const state: FormState = {
      path: '/go/',
      form: 'enquiry',
      outcome: 'prefilled',
      message: '',
      values: { fname: 'Jane', lname: 'van Doe', phone: '(303) 555-0148' },
      errors: {},
    };
    renderEnquiryForm(state);
    expect(field(/^Phone/)).toHaveProperty('value', '(303) 555-0148');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(document.activeElement).toBe(field(/^Destination/));
  });
});

describe('enquiry form: when the destination list cannot be read', () => {
  it('offers the custom destination, chosen, with its text box, and the enquiry can be sent with a typed destination', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    use(
      http.post('http://localhost:3000/api/pages/destinations', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      http.post('http://localhost:3000/api/pages/telephone_code', () =>
        HttpResponse.json({ success: true, data: { telephoneCodes: enquiryContent.telephoneCodes } }),
      ),
    );
    answer(() => HttpResponse.json({ status: 200 }));
    const content = await block.content?.load({ ...enquiryContext, props: block.props.parse({}) }, browserReader);
    warn.mockRestore();

    const user = typist();
    renderEnquiryForm(undefined, content);
    const destination = field(/^Destination/);
    expect([...destination.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Customize Your Destination']);
    expect(destination).toHaveProperty('value', '');
    expect(screen.getByText('Our list of destinations could not be loaded. Please type where you would like to go.')).toBeTruthy();

    // The usual fill picks Italy from the list; here the visitor must type it.
    await fillValidEnquiry(user, { destination: null });
    await user.click(submit());
    await waitFor(() => expect(field(/^Your destination/).getAttribute('aria-invalid')).toBe('true'));
    await focusMovesTo(() => field(/^Your destination/));
    expect(sent).toEqual([]);
    await user.type(field(/^Your destination/), 'Tuscany');
    await user.click(submit());
    await waitFor(() => expect(alertText()).toBe('Thank you! Your enquiry has been submitted successfully.'));
    expect(sent).toEqual([expect.objectContaining({ destination: '0', custom_destination: 'Tuscany', fname: 'Ana' })]);
    // The next enquiry starts with the custom choice again.
    expect(field(/^Destination/)).toHaveProperty('value', '');
  });
});
