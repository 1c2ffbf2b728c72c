import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFormState, type FormState } from './form-state';
import { formStateSchema } from './form-state-schema';

afterEach(() => vi.restoreAllMocks());

const state: FormState = {
  path: '/go/',
  form: 'enquiry',
  outcome: 'error',
  message: 'Please correct the highlighted fields.',
  values: { fname: '', email: 'nora@example.com' },
  errors: { fname: 'This field is required.' },
  submissionId: 'server-made-id-1234',
};

describe('readFormState: the embedded state of a post without JavaScript, read without zod', () => {
  it("gives this form's state on this page, and nothing for another form or page", () => {
    expect(readFormState(state, 'enquiry', '/go/')).toEqual(state);
    expect(readFormState(state, 'lead', '/go/')).toBeNull();
    expect(readFormState(state, 'enquiry', '/landing-cruise/')).toBeNull();
    expect(readFormState(undefined, 'enquiry', '/go/')).toBeNull();
    expect(readFormState(null, 'enquiry', '/go/')).toBeNull();
  });

  it('drops unknown keys, and takes a state without a submission id', () => {
    const { submissionId: _id, ...withoutId } = state;
    expect(readFormState({ ...withoutId, admin: true }, 'enquiry', '/go/')).toEqual(withoutId);
  });

  it('logs a malformed state and shows an empty form (a value that is not text, an unknown outcome)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readFormState({ ...state, values: { people: 2 } }, 'enquiry', '/go/')).toBeNull();
    expect(readFormState({ ...state, outcome: 'maybe' }, 'enquiry', '/go/')).toBeNull();
    expect(readFormState({ ...state, submissionId: 7 }, 'enquiry', '/go/')).toBeNull();
    expect(readFormState([state], 'enquiry', '/go/')).toBeNull();
    expect(readFormState('state', 'enquiry', '/go/')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn).toHaveBeenCalledWith('[forms] the embedded form state is malformed; showing an empty form');
  });

  it('accepts and returns exactly what formStateSchema does, for any JSON-like input', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const texts = fc.dictionary(fc.string(), fc.string());
    const sometimes = <T>(valid: fc.Arbitrary<T>) => fc.oneof(valid, valid, fc.jsonValue());
    const candidate = fc.record(
      {
        path: sometimes(fc.constant('/go/')),
        form: sometimes(fc.constantFrom('enquiry', 'lead', 'other')),
        outcome: sometimes(fc.constantFrom('success', 'error', 'maybe')),
        message: sometimes(fc.string()),
        values: sometimes(fc.oneof(texts, fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())))),
        errors: sometimes(texts),
        submissionId: sometimes(fc.string()),
        extra: fc.jsonValue(),
      },
      { requiredKeys: ['path', 'form', 'outcome', 'message', 'values', 'errors'] },
    );
    fc.assert(
      fc.property(fc.oneof(candidate, fc.jsonValue()), (input) => {
        const parsed = formStateSchema.safeParse(input);
        const expected = parsed.success && parsed.data.form === 'enquiry' && parsed.data.path === '/go/' ? parsed.data : null;
        expect(readFormState(input, 'enquiry', '/go/')).toStrictEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
