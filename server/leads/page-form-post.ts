import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ContentReader } from '../../src/engine/block';
import { APPOINTMENT_FORM, enquiryValuesOf, readAppointmentRequest } from '../../src/forms/appointment-request';
import { ENQUIRY_MESSAGES, checkEnquiryForm, enquiryFormValuesSchema } from '../../src/forms/enquiry-rules';
import { FORM_KIND_FIELD, type FormKind, type FormState } from '../../src/forms/form-state';
import { LEAD_MESSAGES, checkLeadForm, leadFieldOfRequest, leadFormValuesSchema } from '../../src/forms/lead-rules';
import { NO_ATTRIBUTION, returningVariants, type LeadAttribution, type LeadOrigin } from '../experiments/lead-attribution';
import { incompleteRequest, isClientAbort } from '../http/client-abort';
import { refusal } from '../http/refusal';
import { clientKeyOf } from '../http/client-address';
import { cspNonceOf } from '../http/request-context';
import type { Logger } from '../logger';
import { contrastChoiceOfRequest, withContrastScript, withContrastTheme } from '../ssr/contrast-theme';
import { markTemplateScripts } from '../security/nonce-html';
import { fillTemplate, type RendererModule } from '../ssr/page-handler';
import type { FormRateLimiter } from './form-rate-limit';
import type { FormAnswer, FormCall, LeadPipeline } from './lead-pipeline';

export interface PageFormPostDeps {
  pipeline: LeadPipeline;
  limiter: FormRateLimiter;
  logger: Logger;
  renderer: () => Promise<RendererModule>;
  template: (url: string) => Promise<string>;
  read: ContentReader;
  apiToken: string;
  siteUrl: string;
  dev: boolean;
  /** Where a lead came from (page, experiment variant, campaign); absent: not recorded. */
  attribute?: (origin: LeadOrigin) => Promise<LeadAttribution>;
  /** Told every answer's status: a refused send of a counted visitor feeds the experiment's guardrails. */
  formHealth?: (origin: LeadAttribution, status: number) => Promise<void>;
}

const CALL_OF: Record<FormKind, FormCall> = { enquiry: 'enquiries/register', lead: 'enquiries/lead_contact' };
const FAILED: Record<FormKind, string> = { enquiry: ENQUIRY_MESSAGES.failed, lead: LEAD_MESSAGES.failed };
const SUCCESS: Record<FormKind, string> = { enquiry: ENQUIRY_MESSAGES.success, lead: LEAD_MESSAGES.success };
const INVALID: Record<FormKind, string> = { enquiry: ENQUIRY_MESSAGES.invalid, lead: LEAD_MESSAGES.invalid };
const SUBMISSION_ID = /^[A-Za-z0-9_-]{8,100}$/;
const FORM_CONTENT_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

const answerBody = z.object({
  message: z.string().optional(),
  data: z.object({ message: z.string().optional(), errors: z.record(z.string(), z.string()).optional() }).nullish(),
});

interface Decision {
  status: number;
  headers?: Record<string, string>;
  state: FormState;
}

/** The text fields of a posted form, each cut to a sane length (the body limit is 16 KB anyway); undefined when the client hung up mid-body. */
async function postedFields(c: Context): Promise<Record<string, string> | undefined> {
  let body: Awaited<ReturnType<typeof c.req.parseBody>>;
  try {
    body = await c.req.parseBody();
  } catch (error) {
    if (isClientAbort(c, error)) return undefined;
    throw error;
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value.slice(0, 10_000);
  return fields;
}

/**
 * A form posted without JavaScript to its own page (`<form method="post" action="/go/">`): the
 * same rate limit, rules and pipeline as the JSON API, answered with the page itself showing the
 * same messages and the kept input, or the success text with a fresh form.
 */
export function createPageFormPost(deps: PageFormPostDeps) {
  async function decide(kind: FormKind, path: string, fields: Record<string, string>, clientKey: string, headers: Headers): Promise<Decision> {
    const call = CALL_OF[kind];
    const enquiry = enquiryFormValuesSchema.parse(fields);
    const lead = leadFormValuesSchema.parse(fields);
    const values = kind === 'enquiry' ? enquiry : lead;
    const submissionId = SUBMISSION_ID.test(fields.submission_id ?? '') ? fields.submission_id : undefined;
    const base = { path, form: kind, values, submissionId: submissionId ?? randomUUID() };

    if (fields.website) {
      deps.logger.info({ call, via: 'form post' }, 'honeypot filled: answered success, stored nothing');
      return { status: 200, state: { ...base, outcome: 'success', message: SUCCESS[kind], values: {}, errors: {} } };
    }
    const limited = await deps.limiter.hit(call, clientKey);
    const check =
      kind === 'enquiry'
        ? checkEnquiryForm(enquiry, { submission_id: submissionId })
        : checkLeadForm(lead, fields.lead_page ?? '', { submission_id: submissionId });
    const origin = deps.attribute ? await deps.attribute({ headers, pagePath: path, body: check.ok ? check.body : fields }) : NO_ATTRIBUTION;
    const decision = await (async (): Promise<Decision> => {
      if (limited) {
        deps.logger.warn({ call, via: 'form post' }, 'form post refused: rate limit');
        return fromAnswer(kind, limited, base);
      }
      if (!check.ok) return { status: 400, state: { ...base, outcome: 'error', message: INVALID[kind], errors: check.errors } };
      const answer = await deps.pipeline.submit(call, check.body, origin);
      if (answer.status === 200) {
        return { status: 200, state: { ...base, outcome: 'success', message: SUCCESS[kind], values: {}, errors: {}, submissionId: randomUUID() } };
      }
      return fromAnswer(kind, answer, base);
    })();
    await deps.formHealth?.(origin, decision.status);
    return decision;
  }

  return async (c: Context): Promise<Response> => {
    if (!FORM_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) {
      return refusal(c, 415, 'This page only accepts its own form.');
    }
    const fields = await postedFields(c);
    if (!fields) return incompleteRequest(c);
    const kind = fields[FORM_KIND_FIELD];
    const url = new URL(c.req.url);
    let decision: Decision;
    if (kind === 'enquiry' || kind === 'lead') decision = await decide(kind, url.pathname, fields, clientKeyOf(c), c.req.raw.headers);
    else if (kind === APPOINTMENT_FORM) decision = appointmentDecision(url.pathname, fields);
    else {
      const response = refusal(c, 405, 'This page does not accept form posts.');
      response.headers.set('allow', 'GET, HEAD');
      return response;
    }

    const renderer = await deps.renderer();
    const result = await renderer.renderPage({
      url: url.pathname + url.search,
      read: deps.read,
      apiToken: deps.apiToken,
      siteUrl: deps.siteUrl,
      dev: deps.dev,
      nonce: cspNonceOf(c),
      formState: decision.state,
      experimentVariants: returningVariants(c.req.raw.headers, renderer.experimentAt?.(url.pathname)),
    });
    if (result.kind === 'redirect') return c.redirect(result.location, 303);
    // The template's own scripts (the start script, module preloads) carry this response's CSP
    // nonce like a GET's page does; without it the browser refuses them and the page never hydrates.
    const template = markTemplateScripts(withContrastScript(await deps.template(url.pathname)));
    const html = withContrastTheme(fillTemplate(template, result, cspNonceOf(c)), contrastChoiceOfRequest(c));
    return new Response(html, {
      status: result.status === 404 ? 404 : decision.status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...decision.headers },
    });
  };
}

/**
 * The advisor's appointment panel posted the visitor's details to the enquiry page: that page, its
 * form filled with them (src/forms/appointment-request.ts), nothing stored. The answer holds
 * personal data, so it is `no-store` like every answer to a post.
 */
function appointmentDecision(path: string, fields: Record<string, string>): Decision {
  const request = readAppointmentRequest(fields);
  return {
    status: 200,
    state: { path, form: 'enquiry', outcome: 'prefilled', message: '', values: request ? enquiryValuesOf(request) : {}, errors: {}, submissionId: randomUUID() },
  };
}

/** The pipeline's refusal (400, 429, 503) as the page's form state: its message and field errors. */
function fromAnswer(kind: FormKind, answer: FormAnswer, base: Omit<FormState, 'outcome' | 'message' | 'errors'>): Decision {
  const body = answerBody.safeParse(answer.body);
  const message = (body.success && (body.data.data?.message || body.data.message)) || FAILED[kind];
  const errors: Record<string, string> = {};
  for (const [key, text] of Object.entries((body.success && body.data.data?.errors) || {})) {
    const field = kind === 'lead' ? leadFieldOfRequest(key) : key;
    if (field) errors[field] ??= text;
  }
  return { status: answer.status, headers: answer.headers, state: { ...base, outcome: 'error', message, errors } };
}
