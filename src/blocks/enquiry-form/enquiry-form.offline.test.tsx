// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockContext } from '../../engine/block';
import { mockFormEndpoint } from '../../forms/test-support/form-endpoint';
import { alertText, field, typist } from '../../forms/test-support/form-queries';
import { renderFormBlock } from '../../forms/test-support/render-form-block';
import { block } from './index';

// The sender is not in the page's first download: it comes on demand. While `network.offline`
// is set, that download fails as it does in a browser that lost its connection.
const network = vi.hoisted(() => ({ offline: true }));
vi.mock('../../forms/send-enquiry', async (importActual) => {
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module: send-enquiry.js');
  return importActual();
});

const { sent, answer } = mockFormEndpoint('http://localhost:3000/api/enquiries/register');
afterEach(() => vi.restoreAllMocks());

const context: BlockContext = {
  section: { id: 'enquiry', type: 'enquiry-form' },
  page: { path: '/go/', pageId: 19, layout: 'standard', sitemap: true, meta: { title: 'Contact' }, sections: [] },
  params: {},
  pageId: 19,
};
const content = {
  destinations: [{ destinationId: 2, destinationTitle: 'Italy' }],
  telephoneCodes: [{ id: 3, name: 'United Kingdom', code: '+44' }],
};

describe('enquiry form: its checks and sender could not be downloaded', () => {
  it("shows 'An error occurred during registration.', logs why, keeps the input, and a later submit tries again", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(() => HttpResponse.json({ status: 200 }));
    const user = typist();
    renderFormBlock(block, { path: '/go/', context, content });
    await user.selectOptions(field(/^Destination/), 'Italy');
    fireEvent.change(field(/^Start date and time/), { target: { value: '2026-07-04T09:30' } });
    fireEvent.change(field(/^End date and time/), { target: { value: '2026-07-18T17:00' } });
    await user.selectOptions(field(/^Month of travel/), 'July');
    await user.type(field(/^Budget per person/), '2500');
    await user.type(field(/^Comments/), 'Two adults and two kids, a relaxed villa near Florence.');
    await user.type(field(/^First name/), 'Ana');
    await user.type(field(/^Last name/), 'Lopez');
    await user.type(field(/^Email/), 'ana@example.com');
    await user.type(field(/^Confirm email/), 'ana@example.com');
    await user.selectOptions(field(/^Telephone code/), '+44');
    await user.type(field(/^Phone/), '2079460000');
    const submit = screen.getByRole('button', { name: 'Submit Enquiry' });

    await user.click(submit);
    await waitFor(() => expect(alertText()).toBe('An error occurred during registration.'));
    expect(screen.getByRole('alert').className).toContain('form-outcome--error');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[enquiry\] the form's checks could not be loaded: /));
    expect(field(/^First name/)).toHaveProperty('value', 'Ana');
    expect(submit).toHaveProperty('disabled', false);
    expect(sent).toEqual([]);

    network.offline = false;
    await user.click(submit);
    await waitFor(() => expect(alertText()).toBe('Thank you! Your enquiry has been submitted successfully.'));
    expect(sent).toEqual([expect.objectContaining({ fname: 'Ana', destination: '2', per_head: 2500 })]);
  });
});
