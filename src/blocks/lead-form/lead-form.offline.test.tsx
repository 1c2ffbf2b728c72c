// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFormEndpoint } from '../../forms/test-support/form-endpoint';
import { alertText, field, typist } from '../../forms/test-support/form-queries';
import { fillValidLead, renderLeadForm } from './test-support';

// The sender is not in the page's first download: it comes on demand. While `network.offline`
// is set, that download fails as it does in a browser that lost its connection.
const network = vi.hoisted(() => ({ offline: true }));
vi.mock('../../forms/send-lead', async (importActual) => {
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module: send-lead.js');
  return importActual();
});

const { sent, answer } = mockFormEndpoint('http://localhost:3000/api/enquiries/lead_contact');
afterEach(() => vi.restoreAllMocks());

describe("lead form: its checks and sender could not be downloaded", () => {
  it("shows 'An error occurred while submitting the form.', logs why, keeps the input, and a later submit tries again", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(() => HttpResponse.json({ status: '200' }));
    const user = typist();
    renderLeadForm();
    await fillValidLead(user);
    const submit = screen.getByRole('button', { name: 'Talk to a Travel Expert' });

    await user.click(submit);
    await waitFor(() => expect(alertText()).toBe('An error occurred while submitting the form.'));
    expect(screen.getByRole('alert').className).toContain('form-outcome--error');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[lead\] the form's checks could not be loaded: /));
    expect(field(/^Full name/)).toHaveProperty('value', 'Jordan Miles');
    expect(submit).toHaveProperty('disabled', false);
    expect(sent).toEqual([]);

    network.offline = false;
    await user.click(submit);
    await waitFor(() => expect(alertText()).toBe('Thanks! Our family travel expert will contact you soon.'));
    expect(sent).toEqual([expect.objectContaining({ fullname: 'Jordan Miles', lead_page: 'landing-cruise' })]);
  });
});
