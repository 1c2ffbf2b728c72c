// @vitest-environment jsdom
import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { formBlockTree } from '../../forms/test-support/render-form-block';
import { block } from './index';
import { enquiryContent, enquiryContext } from './test-support';

/** The enquiry form as the server writes it, changed by a visitor before the scripts run, then hydrated. */
async function hydrateAfter(change: (form: HTMLFormElement) => void, duringHydration?: ReactNode) {
  const tree = (
    <>
      {formBlockTree(block, { path: '/go/', context: enquiryContext, content: enquiryContent })}
      {duringHydration}
    </>
  );
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

  it('keeps a name typed and a destination chosen while the form hydrates, when the next field is typed after them', async () => {
    let hydrating = false;
    let typed = false;
    // Rendered after the form in the same pass (null on both sides, so the HTML matches); while
    // hydrating, the visitor types a first name and picks a destination after the form's state was
    // read and before React handles the fields' events, which hydration drops.
    function VisitorTypesNow() {
      if (hydrating && !typed) {
        typed = true;
        const name = document.querySelector<HTMLInputElement>('input[name="fname"]');
        if (name) name.value = 'Lena';
        const destination = document.querySelector<HTMLSelectElement>('select[name="destination"]');
        if (destination) destination.value = [...destination.options].find((option) => option.text === 'Italy')?.value ?? '';
      }
      return null;
    }
    const { form, errors } = await hydrateAfter(() => {
      hydrating = true;
    }, <VisitorTypesNow />);
    expect(typed).toBe(true);
    expect(errors).toEqual([]);
    const field = (name: string) => {
      const control = form.elements.namedItem(name);
      if (!(control instanceof HTMLInputElement)) throw new Error(`no ${name} field`);
      return control;
    };
    // The next field typed re-renders the form: the name stays what the visitor typed.
    await act(async () => {
      fireEvent.change(field('lname'), { target: { value: 'Walker' } });
    });
    const destination = form.elements.namedItem('destination');
    expect([field('fname').value, field('lname').value, destination instanceof HTMLSelectElement ? destination.selectedOptions[0]?.text : '']).toEqual([
      'Lena',
      'Walker',
      'Italy',
    ]);
    form.closest('div')?.remove();
  });
});
