import { FieldLabel, type CustomField } from '@puckeditor/core';
import { useState } from 'react';

/** A list of strings, one per line (paragraphs, points, steps). Empty lines are dropped. */
export function linesField(label: string): CustomField<unknown> {
  return {
    type: 'custom',
    label,
    render: ({ id, value, onChange, readOnly }) => (
      <FieldLabel label={`${label} (one per line)`} el="div">
        <textarea
          id={id}
          aria-label={`${label} (one per line)`}
          className="studio-field-textarea"
          rows={4}
          readOnly={readOnly}
          defaultValue={Array.isArray(value) ? value.map(String).join('\n') : ''}
          onChange={(event) => {
            const lines = event.currentTarget.value.split('\n').map((line) => line.trim()).filter(Boolean);
            onChange(lines.length ? lines : undefined);
          }}
        />
      </FieldLabel>
    ),
  };
}

/** Any value as JSON: kept as typed until it parses, with the parse error shown. */
export function jsonField(label: string): CustomField<unknown> {
  return { type: 'custom', label, render: (props) => <JsonEditor label={label} {...props} /> };
}

function JsonEditor({ label, id, value, onChange, readOnly }: { label: string; id: string; value: unknown; onChange: (value: unknown) => void; readOnly?: boolean }) {
  const [error, setError] = useState<string>();
  const errorId = `${id}-error`;
  return (
    <FieldLabel label={`${label} (JSON)`} el="div">
      <textarea
        id={id}
        aria-label={`${label} (JSON)`}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className="studio-field-textarea studio-field-json"
        rows={5}
        readOnly={readOnly}
        defaultValue={value === undefined ? '' : JSON.stringify(value, null, 2)}
        onChange={(event) => {
          const text = event.currentTarget.value.trim();
          if (text === '') {
            setError(undefined);
            onChange(undefined);
            return;
          }
          try {
            onChange(JSON.parse(text));
            setError(undefined);
          } catch (parseError) {
            setError(parseError instanceof Error ? parseError.message : String(parseError));
          }
        }}
      />
      {error ? (
        <span id={errorId} className="studio-field-error">
          Not valid JSON yet: {error}
        </span>
      ) : null}
    </FieldLabel>
  );
}

/** A yes/no prop as one switch whose label is the sentence saying what "on" does. */
export function switchField(label: string, sentence: string | undefined): CustomField<unknown> {
  return {
    type: 'custom',
    label,
    render: ({ id, value, onChange, readOnly }) => (
      <div className="studio-switch">
        <input id={id} type="checkbox" role="switch" checked={value === true} disabled={readOnly} onChange={(event) => onChange(event.currentTarget.checked)} />
        <label htmlFor={id}>
          <strong>{label}</strong>
          {sentence ? <span>: {sentence}</span> : null}
        </label>
      </div>
    ),
  };
}
