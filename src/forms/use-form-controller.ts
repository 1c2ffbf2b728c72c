import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { usePostedForm } from '../engine/posted-form';
import { firstInvalidField, type FieldErrors } from './field-errors';
import { readFormState, type FormKind } from './form-state';
import type { OnDemand } from './on-demand';
import type { FormOutcome } from './send-enquiry';
import { newSubmissionId } from './submission-id';
import { typedBeforeHydration } from './typed-before-hydration';
import { useEnhancedForm } from './use-enhanced-form';
import { useSingleFlightSubmit } from './use-single-flight-submit';

export type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** The hidden fields every form posts next to its own: the submission id and the honeypot. */
interface Extras {
  submission_id: string;
  website: string;
}

type Check<Field extends string, Body> = { ok: true; body: Body } | { ok: false; errors: FieldErrors<Field> };

/** What one form brings: its fields and rules. Everything else is the controller's. */
export interface FormDefinition<Field extends string, Body, Modules> {
  kind: FormKind;
  fields: readonly Field[];
  empty: Readonly<Record<Field, string>>;
  /** The kept input after a post without JavaScript, as this form's values. */
  kept: (values: Readonly<Record<string, unknown>> | null | undefined) => Record<Field, string>;
  /** The checks and the sender, downloaded on demand (zod among them). */
  modules: OnDemand<Modules>;
  check: (modules: Modules, values: Record<Field, string>, extras: Extras) => Check<Field, Body>;
  send: (modules: Modules, body: Body) => Promise<FormOutcome<Field>>;
  /** The message when the checks could not be downloaded (offline): the form's "could not send". */
  offlineMessage: string;
  /** How a typed value is kept (the enquiry's digits-only phone); the raw value by default. */
  normalise?: (field: Field, raw: string) => string;
  /** Fields whose message goes when another one changes (the custom destination with the destination). */
  clearsWith?: Partial<Record<Field, Field>>;
}

/**
 * One controller for the site's forms (the enquiry and the lead form): the values, kept after a
 * post without JavaScript (the server's form state) and after a failed send; the messages under
 * the fields, the first invalid field focused; one submit at a time; the outcome line, which gets
 * the focus after a successful send so a screen reader and a keyboard continue from it. Without
 * JavaScript the same <form method="post"> goes to the page itself and the server answers with the
 * page and this state (server/leads/page-form-post.ts): the lead is stored before either answer.
 */
export function useFormController<Field extends string, Body, Modules>(
  definition: FormDefinition<Field, Body, Modules>,
  path: string,
  /** Starting values this render knows of (the enquiry's custom destination when there is no list). */
  defaults: Partial<Record<Field, string>> = {},
) {
  const posted = usePostedForm();
  const { kind, fields } = definition;
  const server = useMemo(() => readFormState(posted, kind, path), [posted, kind, path]);
  const isField = (name: string): name is Field => fields.some((field) => field === name);
  const knownErrors = (errors: Record<string, string>): FieldErrors<Field> => {
    const known: FieldErrors<Field> = {};
    for (const field of fields) if (errors[field]) known[field] = errors[field];
    return known;
  };

  const fresh = (): Record<Field, string> => ({ ...definition.empty, ...defaults });
  const [values, setValues] = useState<Record<Field, string>>(() => {
    const start = server ? definition.kept(server.values) : fresh();
    // Kept over the server's values: the visitor typed them after the page arrived.
    for (const [field, raw] of Object.entries<string | undefined>(typedBeforeHydration(fields, path))) {
      if (raw !== undefined && isField(field)) start[field] = definition.normalise ? definition.normalise(field, raw) : raw;
    }
    return start;
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>(() => knownErrors(server?.errors ?? {}));
  const [outcome, setOutcome] = useState<Outcome>(() => (server ? { tone: server.outcome, message: server.message } : null));
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a second click in the same tick must see the first one's id.
  const submissionId = useRef(server?.submissionId ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const enhanced = useEnhancedForm();

  // After a post without JavaScript came back with messages, the first invalid field has focus.
  const serverFocus = server?.outcome === 'error' ? firstInvalidField(knownErrors(server.errors), fields) : undefined;

  // A success (sent here, or the page the server answered a post with) moves the focus to its message.
  useEffect(() => {
    if (outcome?.tone === 'success') outcomeRef.current?.focus();
  }, [outcome]);

  const focusField = (field: Field | undefined) => {
    const element = field ? formRef.current?.elements.namedItem(field) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const setValue = (field: Field, raw: string) => {
    const value = definition.normalise ? definition.normalise(field, raw) : raw;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      for (const [cleared, by] of Object.entries(definition.clearsWith ?? {})) if (by === field) delete next[cleared as Field];
      return next;
    });
  };

  /** A value another page sent along, for a field the visitor (or a post's kept input) has not filled. */
  const { normalise } = definition;
  const prefill = useCallback(
    (field: Field, raw: string) => {
      const value = normalise ? normalise(field, raw) : raw;
      setValues((current) => (current[field] ? current : { ...current, [field]: value }));
    },
    [normalise],
  );

  const checkAndSend = async () => {
    // One id per fill, made at its first submit and kept for its retries (never during render).
    submissionId.current ||= newSubmissionId();
    const honeypot = formRef.current?.elements.namedItem('website');
    // No wait once the modules are here (the warm-up on focus has usually brought them).
    const modules = definition.modules.ready() ?? (await definition.modules.forSubmit("the form's checks"));
    if (!modules) {
      // Offline before the checks arrived: the same outcome as a request that could not be sent.
      setErrors({});
      setOutcome({ tone: 'error', message: definition.offlineMessage });
      return;
    }
    const check = definition.check(modules, values, {
      submission_id: submissionId.current,
      website: honeypot instanceof HTMLInputElement ? honeypot.value : '',
    });
    if (!check.ok) {
      setErrors(check.errors);
      setOutcome(null);
      focusField(firstInvalidField(check.errors, fields));
      return;
    }
    setErrors({});
    setOutcome(null);
    setSubmitting(true);
    const result = await definition.send(modules, check.body);
    setSubmitting(false);
    if (result.kind === 'success') {
      // A fresh form after success only; after a failure the visitor's input stays (docs/decisions/001).
      setValues(fresh());
      submissionId.current = '';
      setOutcome({ tone: 'success', message: result.message });
    } else if (result.kind === 'error') {
      setErrors(result.errors);
      setOutcome({ tone: 'error', message: result.message });
      focusField(firstInvalidField(result.errors, fields));
    }
    // 'unreadable': logged by the sender; nothing shown, the input kept (spec 2 §8).
  };
  const onSubmit = useSingleFlightSubmit(checkAndSend);

  /** The props of the <form> element: posts to its own page without JavaScript. */
  const formProps = (sectionId: string) => ({
    ref: formRef,
    method: 'post',
    action: `${path}#${sectionId}`,
    noValidate: enhanced,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    onFocus: definition.modules.warmUp,
  });

  /** The props of a field's control: its value, its change handler, the focus after a post. */
  const control = (name: Field) => ({
    className: 'form-control',
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
    autoFocus: serverFocus === name ? true : undefined,
  });

  /** A field's FormField props: its id within the section, its label, its message. Required unless told. */
  const fieldOf =
    (sectionId: string) =>
    (name: Field, label: string, extra: { hint?: string; wide?: boolean; required?: boolean } = {}) => ({
      id: `${sectionId}-${name}`,
      name,
      label,
      error: errors[name],
      required: extra.required ?? true,
      hint: extra.hint,
      wide: extra.wide,
    });

  return { values, outcome, outcomeRef, submitting, enhanced, serverSubmissionId: server?.submissionId ?? '', formProps, control, fieldOf, prefill };
}
