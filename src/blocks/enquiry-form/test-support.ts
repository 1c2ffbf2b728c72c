import { fireEvent } from '@testing-library/react';
import type { BlockContext } from '../../engine/block';
import { field, type Typist } from '../../forms/test-support/form-queries';
import { renderFormBlock } from '../../forms/test-support/render-form-block';
import { NEXT_YEAR } from '../../forms/test-support/upcoming-trip';
import { exampleEnquiryContent } from './example-content';
import { block } from './index';

/** Fixtures of the enquiry form's component tests (online and offline). */
export const enquiryContent = exampleEnquiryContent;

export const enquiryContext: BlockContext = {
  section: { id: 'enquiry', type: 'enquiry-form' },
  page: { path: '/go/', pageId: 19, layout: 'standard', sitemap: true, meta: { title: 'Contact' }, sections: [] },
  params: {},
  pageId: 19,
};

/** The block as the renderer shows it on /go/, optionally with a server form state or other content. */
export const renderEnquiryForm = (postedForm?: unknown, content: unknown = enquiryContent, state?: unknown) =>
  renderFormBlock(block, { path: '/go/', context: enquiryContext, content, postedForm, state });

/**
 * Fills every field with a valid enquiry: Ana Lopez, Italy, four people at 2500 each; with
 * `destination: null` every field but the destination.
 */
export async function fillValidEnquiry(user: Typist, { destination = 'Italy' }: { destination?: string | null } = {}) {
  if (destination !== null) await user.selectOptions(field(/^Destination/), destination);
  fireEvent.change(field(/^Start date and time/), { target: { value: `${NEXT_YEAR}-07-04T09:30` } });
  fireEvent.change(field(/^End date and time/), { target: { value: `${NEXT_YEAR}-07-18T17:00` } });
  await user.selectOptions(field(/^Month of travel/), 'July');
  await user.clear(field(/^Number of people/));
  await user.type(field(/^Number of people/), '4');
  await user.type(field(/^Budget per person/), '2500');
  await user.type(field(/^Comments/), 'Two adults and two kids, a relaxed villa near Florence.');
  await user.type(field(/^First name/), 'Ana');
  await user.type(field(/^Last name/), 'Lopez');
  await user.type(field(/^Email/), 'ana@example.com');
  await user.type(field(/^Confirm email/), 'ana@example.com');
  await user.selectOptions(field(/^Telephone code/), '+44');
  await user.type(field(/^Phone/), '2079460000');
}
