import type { ReactNode, Ref } from 'react';
import './forms.css';

/** The attributes that tie an input to its label, hint and message. */
export interface FieldControlProps {
  id: string;
  name: string;
  required?: boolean;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  /** The field's message; the field is marked invalid while it has one. */
  error?: string;
  hint?: string;
  /** Wider fields (comments) span the whole row. */
  wide?: boolean;
  /** Renders the input with the attributes that tie it to its label, hint and message. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled field: a visible label (a * for required ones), an optional hint, and the message
 * under the field, tied by aria-describedby; an invalid field has aria-invalid and a red border.
 */
export function FormField({ id, name, label, required, error, hint, wide, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${wide ? ' form-field--wide' : ''}${error ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        name,
        required,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The honeypot: a field people never see or reach (hidden from sight, from the tab order and from
 * assistive technology). A bot that fills it gets a success answer and nothing is stored.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>Website (leave this empty)</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * The outcome line, announced by screen readers (role="alert"), never a browser alert box. It can
 * take the focus (tabIndex -1, not in the tab order): after a send the form moves the focus here,
 * so the visitor continues from the message, not from a cleared field or the top of the page. It
 * is the first thing in its form, where the answer to a post without scripts opens (its id).
 */
export function FormOutcomeMessage({
  id,
  outcome,
  ref,
  autoFocus,
}: {
  id: string;
  outcome: { tone: 'success' | 'error'; message: string } | null;
  ref?: Ref<HTMLDivElement>;
  autoFocus?: boolean;
}) {
  return (
    <div id={id} ref={ref} className={`form-outcome${outcome ? ` form-outcome--${outcome.tone}` : ''}`} role="alert" tabIndex={-1} autoFocus={autoFocus}>
      {outcome?.message}
    </div>
  );
}
