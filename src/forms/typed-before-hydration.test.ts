// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { typedBeforeHydration } from './typed-before-hydration';

/** The server's form as a browser holds it: its page as action, a submission id, the values it wrote. */
function serverForm(action: string) {
  document.body.innerHTML = `
    <form action="${action}" method="post">
      <input type="hidden" name="submission_id" value="">
      <input name="fullName" value="">
      <input name="city" value="Denver">
      <select name="country"><option value="" selected>---Select---</option><option value="2">Canada</option></select>
      <textarea name="comment"></textarea>
    </form>`;
  const form = document.querySelector('form')!;
  const control = (name: string) => form.elements.namedItem(name);
  return { control };
}

const fields = ['fullName', 'city', 'country', 'comment'] as const;

describe('typedBeforeHydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('returns the fields the visitor changed, and only those', () => {
    const { control } = serverForm('/landing-cruise/');
    const name = control('fullName');
    const country = control('country');
    const comment = control('comment');
    if (!(name instanceof HTMLInputElement) || !(country instanceof HTMLSelectElement) || !(comment instanceof HTMLTextAreaElement)) throw new Error('form fields');
    name.value = 'Ana';
    country.value = '2';
    comment.value = 'Two adults';
    expect(typedBeforeHydration(fields, '/landing-cruise/')).toEqual({ fullName: 'Ana', country: '2', comment: 'Two adults' });
  });

  it("finds nothing in another page's form, or in a form as the server wrote it", () => {
    const { control } = serverForm('/landing-cruise/');
    expect(typedBeforeHydration(fields, '/landing-cruise/')).toEqual({});
    const name = control('fullName');
    if (!(name instanceof HTMLInputElement)) throw new Error('form fields');
    name.value = 'Ana';
    expect(typedBeforeHydration(fields, '/landing-themepark/')).toEqual({});
  });

  it("reads no form without a submission id that posts to the page (the appointment panel's, on another page)", () => {
    document.body.innerHTML = `<form action="/go/" method="post"><input name="fullName" value=""></form>`;
    const name = document.querySelector('input');
    if (!name) throw new Error('form fields');
    name.value = 'Jane';
    expect(typedBeforeHydration(fields, '/go/')).toEqual({});
  });
});
