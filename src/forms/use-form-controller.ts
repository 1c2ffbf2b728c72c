import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { usePostedForm } from '../engine/posted-form';
import { firstInvalidField, type FieldErrors } from './field-errors';
import { readFormState, type FormKind, type FormState } from './form-state';
import type { OnDemand } from './on-demand';
import type { FormOutcome } from './send-enquiry';
import { newSubmissionId } from './submission-id';
import { typedBeforeHydration } from './typed-before-hydration';
import { useEnhancedForm } from './use-enhanced-form';
import { useSingleFlightSubmit } from './use-single-flight-submit';

export type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** Where the focus goes after a send: the outcome line, a field, or the submit button. */
type FocusTarget<Field extends string> = 'outcome' | 'submit' | Field;
/** One request to move the focus; `unlessMoved`: only if the visitor has not put it anywhere yet. */
interface FocusRequest<Field extends string> {
  target: FocusTarget<Field>;
  unlessMoved?: boolean;
}

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
 * Where the focus starts on a page the server answered a post with: the outcome line after a send
 * or a refusal with no field to correct, the first invalid field after one with, the form's first
 * field when it was filled from elsewhere (the appointment panel). Written as `autofocus` into the
 * server HTML, so a browser without scripts puts it there too.
 */
function focusOfServerState<Field extends string>(server: FormState | null, fieldErrors: FieldErrors<Field>, fields: readonly Field[]): FocusTarget<Field> | undefined {
  if (!server) return undefined;
  if (server.outcome === 'prefilled') return fields[0];
  return firstInvalidField(fieldErrors, fields) ?? 'outcome';
}

/**
 * One controller for the site's forms (the enquiry and the lead form): the values, kept after a
 * post without JavaScript (the server's form state) and after a failed send; the messages under
 * the fields, the first invalid field focused; one submit at a time; the outcome line at the top of
 * the form, which gets the focus after a send unless a field is to be corrected, so a screen reader
 * and a keyboard continue from what happened (issue 35: after a failure the focus fell to the page).
 * Without JavaScript the same <form method="post"> goes to the page itself and the server answers
 * with the page and this state (server/leads/page-form-post.ts), scrolled to the outcome line: the
 * lead is stored before either answer.
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
  // The values the server's HTML was written with: the hydration render must be that HTML (a text
  // a value decides, a label's required mark, differing there made React render the page again).
  const [values, setValues] = useState<Record<Field, string>>(() => (server ? definition.kept(server.values) : fresh()));
  // What the visitor typed or chose in the server's fields before React handled their events
  // (before the scripts ran, or while React hydrated the form): hydration leaves it on screen but
  // not in the state, and the next render wrote the state over it. Read as the form first
  // commits, before the browser paints; later typing reaches the state through the fields' events.
  useLayoutEffect(() => {
    const typed = Object.entries<string | undefined>(typedBeforeHydration(fields, path));
    if (typed.length === 0) return;
    setValues((current) => {
      const next: Record<Field, string> = { ...current };
      for (const [field, raw] of typed) if (raw !== undefined && isField(field)) next[field] = definition.normalise ? definition.normalise(field, raw) : raw;
      return next;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [errors, setErrors] = useState<FieldErrors<Field>>(() => knownErrors(server?.errors ?? {}));
  const [outcome, setOutcome] = useState<Outcome>(() =>
    server && server.outcome !== 'prefilled' ? { tone: server.outcome, message: server.message } : null,
  );
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a second click in the same tick must see the first one's id.
  const submissionId = useRef(server?.submissionId ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const enhanced = useEnhancedForm();

  // On a page the server answered a post with, the focus starts where the answer calls for it.
  const serverFocus = focusOfServerState(server, knownErrors(server?.errors ?? {}), fields);
  // State, not a direct call: the element may only be focusable once this render is committed (the
  // submit button is disabled while sending). A new object each time, so a repeat moves it again.
  const [focusRequest, setFocusRequest] = useState<FocusRequest<Field> | null>(() => (serverFocus ? { target: serverFocus, unlessMoved: true } : null));
  useEffect(() => {
    if (!focusRequest) return;
    // Hydration may come seconds after the page: a visitor who has moved on keeps their place.
    if (focusRequest.unlessMoved && document.activeElement !== document.body && document.activeElement !== null) return;
    const { target } = focusRequest;
    const form = formRef.current;
    const element =
      target === 'outcome' ? outcomeRef.current : target === 'submit' ? form?.querySelector('button[type="submit"]') : form?.elements.namedItem(target);
    if (element instanceof HTMLElement) element.focus();
  }, [focusRequest]);
  const focusOn = (target: FocusTarget<Field>) => setFocusRequest({ target });

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

  /**
   * Values another page sent along (the appointment panel's), for the fields the visitor (or a
   * post's kept input) has not filled; the focus then starts at the form's first field.
   */
  const { normalise } = definition;
  const prefill = useCallback(
    (sent: Partial<Record<Field, string>>) => {
      setValues((current) => {
        const next = { ...current };
        for (const [field, raw] of Object.entries(sent) as [Field, string | undefined][]) {
          if (raw && !next[field]) next[field] = normalise ? normalise(field, raw) : raw;
        }
        return next;
      });
      if (fields[0]) setFocusRequest({ target: fields[0] });
    },
    [normalise, fields],
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
      focusOn('outcome');
      return;
    }
    const check = definition.check(modules, values, {
      submission_id: submissionId.current,
      website: honeypot instanceof HTMLInputElement ? honeypot.value : '',
    });
    if (!check.ok) {
      setErrors(check.errors);
      setOutcome(null);
      focusOn(firstInvalidField(check.errors, fields) ?? 'outcome');
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
      focusOn('outcome');
    } else if (result.kind === 'error') {
      // A field to correct takes the focus (its message is under it); otherwise the message that
      // says what happened (the server's, a 500, no connection, the rate limit).
      setErrors(result.errors);
      setOutcome({ tone: 'error', message: result.message });
      focusOn(firstInvalidField(result.errors, fields) ?? 'outcome');
    } else {
      // 'unreadable': logged by the sender; nothing shown, the input kept (spec 2 §8). The focus
      // goes back to the button it was on (disabled while sending, which dropped it to the page).
      focusOn('submit');
    }
  };
  const onSubmit = useSingleFlightSubmit(checkAndSend);

  const outcomeId = (sectionId: string) => `${sectionId}-outcome`;

  /**
   * The props of the <form> element: posts to its own page without JavaScript. No #fragment: the
   * answer opens where its autofocus is (the thanks, the message or the field to correct), which
   * the browser scrolls to; HTML drops autofocus on a page opened at a fragment.
   */
  const formProps = () => ({
    ref: formRef,
    method: 'post',
    action: path,
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

  /** The props of the outcome line (FormOutcomeMessage), the first thing in the form. */
  const outcomeProps = (sectionId: string) => ({
    id: outcomeId(sectionId),
    ref: outcomeRef,
    outcome,
    autoFocus: serverFocus === 'outcome' ? true : undefined,
  });

  return { values, submitting, enhanced, serverSubmissionId: server?.submissionId ?? '', formProps, outcomeProps, control, fieldOf, prefill };
}
