import { useMemo } from 'react';
import type { BlockComponentProps } from '../../engine/block';
import { fillPath } from '../../engine/page-meta';
import { FormField, FormOutcomeMessage, Honeypot } from '../../forms/form-field';
import { FORM_KIND_FIELD } from '../../forms/form-state';
import { LEAD_MESSAGES, emptyLeadValues, keptLeadValues, leadFieldNames, type LeadField } from '../../forms/lead-fields';
import { onDemand } from '../../forms/on-demand';
import { useFormController, type FormDefinition } from '../../forms/use-form-controller';
import type { LeadFormContent, LeadFormProps } from './schema';
import './lead-form.css';

type LeadModules = [typeof import('../../forms/lead-rules'), typeof import('../../forms/send-lead')];
type LeadBody = import('../../forms/lead-rules').LeadRequestBody;

/** The lead form's fields and rules for one landing page; the form controller does the rest. */
const leadFormOf = (leadPage: string): FormDefinition<LeadField, LeadBody, LeadModules> => ({
  kind: 'lead',
  fields: leadFieldNames,
  empty: emptyLeadValues,
  kept: keptLeadValues,
  modules: leadModules,
  check: ([{ checkLeadForm }], values, extras) => checkLeadForm(values, leadPage, extras),
  send: ([, { sendLead }], body) => sendLead(body),
  // Offline before the checks arrived: the same outcome as a request that threw.
  offlineMessage: LEAD_MESSAGES.thrown,
});

/** The submit-time checks and the sender (zod among them): loaded on demand, not with the page. */
const leadModules = onDemand('[lead]', () => Promise.all([import('../../forms/lead-rules'), import('../../forms/send-lead')]));

/** The page's marker: its path without slashes, e.g. /landing-cruise/ → landing-cruise. */
export const markerOf = (path: string) => path.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');

/**
 * The landing pages' lead form (spec 2 §5 "Lead form"): checked on submit with the table of
 * messages, no request while a check fails; 'Submitting...' while sending; the green thanks and a
 * cleared form on status '200' (docs/forms.md: a numeric 200 too); the server's message (or the
 * spec's fallback) otherwise; an unreadable answer is only logged. Without JavaScript it posts to
 * its own page.
 */
export function LeadForm({ props, content, context }: BlockComponentProps<LeadFormProps, LeadFormContent>) {
  const path = fillPath(context.page.path, context.params);
  const sectionId = context.section.id;
  const leadPage = props.leadPage ?? markerOf(path);
  const definition = useMemo(() => leadFormOf(leadPage), [leadPage]);
  const form = useFormController(definition, path);
  const { submitting } = form;
  const input = form.control;

  const field = form.fieldOf(sectionId);
  return (
    <section className="lead-form section" id={sectionId} aria-labelledby={`${sectionId}-heading`}>
      <div className="container lead-form__inner">
        <div className="lead-form__pitch">
          <h2 id={`${sectionId}-heading`}>{props.heading}</h2>
          {props.intro && <p className="lead-form__intro">{props.intro}</p>}
          {props.points.length > 0 && (
            <ul className="lead-form__points">
              {props.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </div>
        <form {...form.formProps()} className="lead-form__form" aria-labelledby={`${sectionId}-heading`}>
          <input type="hidden" name={FORM_KIND_FIELD} value="lead" />
          <input type="hidden" name="lead_page" value={leadPage} />
          <input type="hidden" name="submission_id" defaultValue={form.serverSubmissionId} />
          <FormOutcomeMessage {...form.outcomeProps(sectionId)} />
          <p className="form-required-note">Fields marked * are required.</p>
          <div className="form-grid">
            <FormField {...field('fullName', 'Full name')}>
              {(control) => <input {...control} {...input('fullName')} type="text" autoComplete="name" maxLength={200} />}
            </FormField>
            <FormField {...field('email', 'Email')}>
              {(control) => <input {...control} {...input('email')} type="email" autoComplete="email" maxLength={254} />}
            </FormField>
            <FormField {...field('phone', 'Phone')}>
              {(control) => (
                <input {...control} {...input('phone')} type="tel" autoComplete="tel" placeholder="+11234567890" maxLength={25} />
              )}
            </FormField>
            <FormField {...field('city', 'City')}>
              {(control) => <input {...control} {...input('city')} type="text" autoComplete="address-level2" maxLength={100} />}
            </FormField>
            <FormField {...field('country', 'Country')}>
              {(control) => (
                <select {...control} {...input('country')} autoComplete="off">
                  <option value="">---Select---</option>
                  {(content?.countries ?? []).map((country) => (
                    <option key={String(country.id)} value={String(country.id)}>
                      {country.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField {...field('travelDate', 'Travel date')}>
              {(control) => <input {...control} {...input('travelDate')} type="date" />}
            </FormField>
            <FormField {...field('comment', 'Comments or requests', { hint: props.commentHint, wide: true })}>
              {/* Optional at input level (spec 2 §5); the submit check asks for 20 characters. */}
              {(control) => <textarea {...control} {...input('comment')} required={false} rows={4} maxLength={5000} />}
            </FormField>
          </div>
          <Honeypot id={`${sectionId}-website`} />
          <button type="submit" className="button button--primary form-submit lead-form__submit" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? 'Submitting...' : props.submitText}
          </button>
        </form>
      </div>
    </section>
  );
}
