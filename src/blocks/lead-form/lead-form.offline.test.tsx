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
vi.mock('../../forms/send-lead', async (importActual) => {
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module: send-lead.js');
  return importActual();
});

const { sent, answer } = mockFormEndpoint('http://localhost:3000/api/enquiries/lead_contact');
afterEach(() => vi.restoreAllMocks());

const context: BlockContext = {
  section: { id: 'lead-form', type: 'lead-form' },
  page: { path: '/landing-cruise/', layout: 'landing', sitemap: true, meta: { title: 'Landing' }, sections: [] },
  params: {},
  pageId: undefined,
};

describe("lead form: its checks and sender could not be downloaded", () => {
  it("shows 'An error occurred while submitting the form.', logs why, keeps the input, and a later submit tries again", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(() => HttpResponse.json({ status: '200' }));
    const user = typist();
    renderFormBlock(block, { path: '/landing-cruise/', context, content: { countries: [{ id: 2, name: 'Canada' }] } });
    await user.type(field(/^Full name/), 'Jordan Miles');
    await user.type(field(/^Email/), 'jordan@example.com');
    await user.type(field(/^Phone/), '+13035550123');
    await user.type(field(/^City/), 'Denver');
    await user.selectOptions(field(/^Country/), 'Canada');
    fireEvent.change(field(/^Travel date/), { target: { value: '2026-09-15' } });
    await user.type(field(/^Comments or requests/), 'A cruise for four with a balcony cabin.');
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
