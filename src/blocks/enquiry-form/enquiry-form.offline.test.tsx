// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFormEndpoint } from '../../forms/test-support/form-endpoint';
import { alertText, field, typist } from '../../forms/test-support/form-queries';
import { fillValidEnquiry, renderEnquiryForm } from './test-support';

// The sender is not in the page's first download: it comes on demand. While `network.offline`
// is set, that download fails as it does in a browser that lost its connection.
const network = vi.hoisted(() => ({ offline: true }));
vi.mock('../../forms/send-enquiry', async (importActual) => {
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module: send-enquiry.js');
  return importActual();
});

const { sent, answer } = mockFormEndpoint('http://localhost:3000/api/enquiries/register');
afterEach(() => vi.restoreAllMocks());

describe('enquiry form: its checks and sender could not be downloaded', () => {
  it("shows 'An error occurred during registration.', logs why, keeps the input, and a later submit tries again", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(() => HttpResponse.json({ status: 200 }));
    const user = typist();
    renderEnquiryForm();
    await fillValidEnquiry(user);
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
