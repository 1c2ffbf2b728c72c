// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formBlockTree } from '../../forms/test-support/render-form-block';
import { block } from './index';
import { enquiryContent, enquiryContext } from './test-support';

/** The enquiry form as the server writes it, changed by a visitor before the scripts run, then hydrated. */
async function hydrateAfter(change: (form: HTMLFormElement) => void) {
  const tree = formBlockTree(block, { path: '/go/', context: enquiryContext, content: enquiryContent });
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.appendChild(container);
  const form = container.querySelector('form');
  if (!form) throw new Error('no form in the server HTML');
  change(form);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, form, errors };
}

describe('the enquiry form hydrating over what a visitor did before the scripts ran', () => {
  it('keeps a destination chosen before hydration, without a hydration mismatch, and hides the custom box then', async () => {
    const { container, form, errors } = await hydrateAfter((element) => {
      const select = element.elements.namedItem('destination');
      if (!(select instanceof HTMLSelectElement)) throw new Error('no destination select');
      select.value = [...select.options].find((option) => option.text === 'Italy')?.value ?? '';
    });
    expect(errors).toEqual([]);
    const select = form.elements.namedItem('destination');
    expect(select instanceof HTMLSelectElement ? select.selectedOptions[0]?.text : undefined).toBe('Italy');
    expect(container.querySelector('input[name="custom_destination"]')).toBeNull();
    container.remove();
  });
});
