// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';
import { toLines } from './lines';

describe('certifications', () => {
  it('shows one bullet per line of the description', () => {
    renderBlock(block, {
      content: [{ id: 1, text: 'Certifications', description: 'Certified Travel Associate (CTA)\n\nDisney Specialist\r\n- CLIA Cruise Counsellor' }],
    });
    expect(screen.getByRole('heading', { name: 'Certifications' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Certified Travel Associate (CTA)',
      'Disney Specialist',
      'CLIA Cruise Counsellor',
    ]);
  });

  it("says 'No certification data found.' when there are no lines", () => {
    renderBlock(block, { content: [{ id: 1, text: 'Certifications', description: '  \n ' }] });
    expect(screen.getByText('No certification data found.')).toBeTruthy();
  });

  it('shows the error text in red when loading fails', () => {
    renderBlock(block, { status: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load content. Please try again later.');
  });

  it('splits lines, dropping empty ones and bullet marks', () => {
    expect(toLines('a\n• b\n\n* c ')).toEqual(['a', 'b', 'c']);
    expect(toLines(undefined)).toEqual([]);
  });
});
