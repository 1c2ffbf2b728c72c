import { fireEvent } from '@testing-library/react';
import type { BlockContext } from '../../engine/block';
import { field, type Typist } from '../../forms/test-support/form-queries';
import { renderFormBlock } from '../../forms/test-support/render-form-block';
import { block } from './index';

/** Fixtures of the lead form's component tests (online and offline). */
export const leadContent = {
  countries: [
    { id: 1, name: 'United States' },
    { id: 2, name: 'Canada' },
  ],
};

export const leadContextFor = (path: string): BlockContext => ({
  section: { id: 'lead-form', type: 'lead-form' },
  page: { path, layout: 'landing', sitemap: true, meta: { title: 'Landing' }, sections: [] },
  params: {},
  pageId: undefined,
});

/** The block as the renderer shows it (on /landing-cruise/ unless told), optionally with a server form state. */
export function renderLeadForm(options: { path?: string; props?: Record<string, unknown>; postedForm?: unknown } = {}) {
  const path = options.path ?? '/landing-cruise/';
  return renderFormBlock(block, { path, context: leadContextFor(path), content: leadContent, props: options.props, postedForm: options.postedForm });
}

/** Fills every field with a valid lead: Jordan Miles of Denver, a cruise in September. */
export async function fillValidLead(user: Typist) {
  await user.type(field(/^Full name/), 'Jordan Miles');
  await user.type(field(/^Email/), 'jordan@example.com');
  await user.type(field(/^Phone/), '+13035550123');
  await user.type(field(/^City/), 'Denver');
  await user.selectOptions(field(/^Country/), 'Canada');
  fireEvent.change(field(/^Travel date/), { target: { value: '2026-09-15' } });
  await user.type(field(/^Comments or requests/), 'A cruise for four with a balcony cabin.');
}
