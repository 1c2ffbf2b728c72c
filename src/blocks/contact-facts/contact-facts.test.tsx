// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testSiteSettings as siteConfig } from '../shared/test-site-settings';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

describe('contact-facts', () => {
  it('shows phone, e-mail and the customer service hours from site.json, with links and a note', () => {
    renderBlock(block, {
      props: {
        facts: ['phone', 'email', 'customerServiceHours'],
        links: [{ label: 'Read the FAQs', href: '/customer-service/#faq' }],
        note: 'Feedback is welcome.',
      },
    });
    expect(screen.getByRole('link', { name: siteConfig.phone }).getAttribute('href')).toBe(siteConfig.phoneHref);
    expect(screen.getByRole('link', { name: siteConfig.email }).getAttribute('href')).toBe(`mailto:${siteConfig.email}`);
    expect(screen.getByText('Monday-Friday 9:00 AM-5:00 PM (MST)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the FAQs' }).getAttribute('href')).toBe('/customer-service/#faq');
    expect(screen.getByText('Feedback is welcome.')).toBeTruthy();
  });

  it('shows only the facts asked for', () => {
    renderBlock(block, { props: { heading: 'Report a Problem', facts: ['email'] } });
    expect(screen.getByRole('heading', { name: 'Report a Problem' })).toBeTruthy();
    expect(screen.queryByText(siteConfig.phone)).toBeNull();
    expect(screen.getByText(siteConfig.email)).toBeTruthy();
  });
});
