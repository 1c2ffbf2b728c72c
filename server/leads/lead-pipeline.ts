import { createHash } from 'node:crypto';
import { z } from 'zod';
import { contentCalls } from '../../src/content/contract/calls';
import { stableJson } from '../../src/engine/content-key';
import { CUSTOM_DESTINATION, ENQUIRY_MESSAGES } from '../../src/forms/enquiry-rules';
import { LEAD_MESSAGES } from '../../src/forms/lead-rules';
import type { Database, Queryable } from '../db/database';
import { NO_ATTRIBUTION, type LeadAttribution } from '../experiments/lead-attribution';
import { parseRows } from '../db/rows';
import { FORM_OUTAGE_MESSAGE } from '../http/form-outage';
import type { Logger } from '../logger';
import type { ChoiceLists, ChoiceLookup } from './choice-names';
import { describeFailure } from './redact';
import { UNSTORABLE_TEXT_MESSAGE, unstorableFields } from './unstorable-text';
import { withWrittenPhoneRead } from './written-phone';

export type FormCall = 'enquiries/register' | 'enquiries/lead_contact';

/** What the pipeline answers: an HTTP status, the JSON body, and headers (Retry-After). */
export interface FormAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const FORM_SUCCESS = {
  'enquiries/register': ENQUIRY_MESSAGES.success,
  'enquiries/lead_contact': LEAD_MESSAGES.success,
} as const;

const INVALID_MESSAGE = {
  'enquiries/register': ENQUIRY_MESSAGES.invalid,
  'enquiries/lead_contact': LEAD_MESSAGES.invalid,
} as const;

/**
 * The enquiry form reads an HTTP 200 and data.message; the lead form reads `status` as the string
 * '200' and `message` (spec 2 §7-§9). Every answer carries both, in each form's own terms.
 */
export function formStatus(call: FormCall, status: number): number | string {
  return call === 'enquiries/lead_contact' ? String(status) : status;
}

export function formAnswer(call: FormCall, status: number, message: string, data: Record<string, unknown> = {}): FormAnswer {
  return { status, body: { status: formStatus(call, status), message, data: { message, ...data } } };
}

const honeypotField = z.object({ website: z.unknown() });
const storedRow = z.object({ response: z.unknown() });
const idRow = z.object({ id: z.union([z.string(), z.number()]).transform(String) });

/** Without a submission id, the same content posted twice is the same lead (a plain form re-sent). */
function contentSubmissionId(call: FormCall, payload: unknown): string {
  return `auto-${createHash('sha256').update(`${call}\n${stableJson(payload)}`).digest('hex').slice(0, 40)}`;
}

const trappedFields = z.object({ submission_id: z.string().min(1).optional() }).catchall(z.unknown());

/** A trapped post's submission id: its own, else its content's (as for a lead sent without one). */
function decoySubmissionId(call: FormCall, body: unknown): string {
  const fields = trappedFields.safeParse(body);
  if (!fields.success) return contentSubmissionId(call, body);
  const { submission_id: givenId, website: _honeypot, ...payload } = fields.data;
  return givenId ?? contentSubmissionId(call, payload);
}

export interface LeadPipelineOptions {
  /** SMTP is configured: each new lead gets an outbox row in its own transaction. */
  mailEnabled: boolean;
  /** Remote mode (CONTENT_API_URL): each new lead gets a lead_forward row in its own transaction. */
  forwardEnabled?: boolean;
  /** The content source's destination and country lists (unknown destination refused, names kept). */
  choices?: ChoiceLookup;
}

/** The names the visitor chose, from the lists; null where a list or an id is unknown. */
interface ChosenNames {
  destination: string | null;
  country: string | null;
}

function chosenNames(payload: Record<string, unknown>, lists: ChoiceLists): ChosenNames {
  const id = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  return {
    destination: lists.destinations?.get(id(payload.destination)) ?? null,
    country: lists.countries?.get(id(payload.country)) ?? null,
  };
}

const NO_LISTS: ChoiceLists = { destinations: null, countries: null };
/**
 * A lead whose visitor proved an exposure (server/experiments/lead-attribution.ts) is that
 * exposure's conversion, unless the exposure already converted: one conversion per counted
 * visitor (experiment_conversions, migration 016). In the lead's own transaction, and never a
 * reason to refuse it: a second lead of the visitor is stored, uncredited.
 */
async function creditConversion(tx: Queryable, leadId: string, origin: LeadAttribution): Promise<boolean> {
  if (!origin.experimentId || !origin.variant || !origin.assignmentId) return false;
  const credited = await tx.query(
    'INSERT INTO experiment_conversions (experiment_id, assignment_id, variant, lead_id) VALUES ($1, $2, $3, $4) ON CONFLICT (experiment_id, assignment_id) DO NOTHING RETURNING lead_id',
    [origin.experimentId, origin.assignmentId, origin.variant, leadId],
  );
  return credited.rows.length > 0;
}

/** How many trapped submissions' answers are remembered, for their retries (the oldest go first). */
const DECOY_MEMORY = 1_000;

/**
 * The lead pipeline behind enquiries/register and enquiries/lead_contact: the honeypot, the
 * browser's own rules (src/forms), then the enquiry or lead stored in a transaction (with its
 * outbox row) before the answer; a repeated submission id gets the first answer and no new row.
 * A database failure answers 503 with a clear message; no input yields a 500.
 */
export function createLeadPipeline(db: Database, logger: Logger, options: LeadPipelineOptions) {
  async function storeOnce(tx: Queryable, call: FormCall, submissionId: string, leadPage: string | null, payload: unknown, names: ChosenNames, origin: LeadAttribution) {
    const kind = call === 'enquiries/register' ? 'enquiry' : 'lead';
    // Scoped per form (migration 010): an enquiry's id never answers for a landing-page lead.
    const existing = parseRows(storedRow, await tx.query('SELECT response FROM leads WHERE kind = $1 AND submission_id = $2', [kind, submissionId]));
    if (existing[0]) return { response: existing[0].response, leadId: undefined };
    const inserted = parseRows(
      idRow,
      await tx.query(
        `INSERT INTO leads (kind, submission_id, lead_page, payload, response, destination_name, country_name, page_path, campaign)
         VALUES ($1, $2, $3, $4, '{}', $5, $6, $7, $8) ON CONFLICT (kind, submission_id) DO NOTHING RETURNING id`,
        [kind, submissionId, leadPage, JSON.stringify(payload), names.destination, names.country, origin.pagePath, origin.campaign && JSON.stringify(origin.campaign)],
      ),
    );
    const leadId = inserted[0]?.id;
    if (leadId === undefined) {
      // A concurrent retry with the same id won the insert: answer as it was answered.
      const winner = parseRows(storedRow, await tx.query('SELECT response FROM leads WHERE kind = $1 AND submission_id = $2', [kind, submissionId]));
      return { response: winner[0]?.response, leadId: undefined };
    }
    const credited = await creditConversion(tx, leadId, origin);
    const response = formAnswer(call, 200, FORM_SUCCESS[call], { id: leadId }).body;
    await tx.query('UPDATE leads SET response = $1, experiment_id = $3, experiment_variant = $4, config_version = $5 WHERE id = $2', [
      JSON.stringify(response),
      leadId,
      credited ? origin.experimentId : null,
      credited ? origin.variant : null,
      credited ? origin.configVersion : null,
    ]);
    if (options.mailEnabled) await tx.query('INSERT INTO lead_outbox (lead_id) VALUES ($1)', [leadId]);
    if (options.forwardEnabled) await tx.query('INSERT INTO lead_forward (lead_id) VALUES ($1)', [leadId]);
    return { response, leadId };
  }

  /**
   * The honeypot's answer must not tell a bot it was caught: the same fields as a real success,
   * with an id taken from the leads' own sequence (no row is written for it). It is the id the
   * next lead would have had, so ids keep rising across trapped and real posts alike and none is
   * ever a stored lead's: a bot comparing its posts learns nothing, and no more of the lead count
   * than a real post tells. A retry of a trapped submission gets its first answer, as a stored
   * lead's retry does (remembered in this process).
   */
  const decoys = new Map<string, FormAnswer>();
  async function decoyAnswer(call: FormCall, body: unknown): Promise<FormAnswer> {
    const key = `${call}\n${decoySubmissionId(call, body)}`;
    const remembered = decoys.get(key);
    if (remembered) return remembered;
    const next = await db
      .query("SELECT nextval(pg_get_serial_sequence('leads', 'id')) AS id")
      .then((result) => parseRows(idRow, result)[0]?.id)
      .catch((error: unknown) => {
        logger.warn({ call, err: describeFailure(error) }, 'honeypot answer without a database id');
        return undefined;
      });
    const answer = formAnswer(call, 200, FORM_SUCCESS[call], { id: next ?? String(1000 + Math.floor(Math.random() * 9000)) });
    if (decoys.size >= DECOY_MEMORY) decoys.delete(decoys.keys().next().value ?? '');
    decoys.set(key, answer);
    return answer;
  }

  const refuse = (call: FormCall, errors: Record<string, string>) => {
    logger.info({ call, fields: Object.keys(errors) }, 'form refused: invalid fields');
    return formAnswer(call, 400, INVALID_MESSAGE[call], { errors });
  };

  return {
    /** `origin`: the page, experiment variant and campaign the lead came from (server/experiments/lead-attribution.ts). */
    async submit(call: FormCall, body: unknown, origin: LeadAttribution = NO_ATTRIBUTION): Promise<FormAnswer> {
      const trap = honeypotField.safeParse(body);
      if (trap.success && trap.data.website !== undefined && trap.data.website !== '' && trap.data.website !== null) {
        logger.info({ call }, 'honeypot filled: answered success, stored nothing');
        return decoyAnswer(call, body);
      }

      // Checked first: such text would fail in the database and be answered as an outage.
      const unstorable = unstorableFields(body);
      if (unstorable.length > 0) return refuse(call, Object.fromEntries(unstorable.map((field) => [field, UNSTORABLE_TEXT_MESSAGE])));

      const parsed = contentCalls[call].request.safeParse(withWrittenPhoneRead(call, body));
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? 'form');
          errors[field] ??= issue.message;
        }
        return refuse(call, errors);
      }
      const { website: _honeypot, submission_id: givenId, ...payload } = parsed.data;
      const submissionId = givenId ?? contentSubmissionId(call, payload);
      const leadPage = 'lead_page' in payload ? payload.lead_page : null;

      const lists = options.choices ? await options.choices.lists() : NO_LISTS;
      // A destination id the content source's list does not hold (the list known; 0 is custom).
      if ('destination' in payload && payload.destination !== CUSTOM_DESTINATION && lists.destinations && !lists.destinations.has(payload.destination)) {
        return refuse(call, { destination: ENQUIRY_MESSAGES.destination });
      }
      const names = chosenNames(payload, lists);

      try {
        const stored = await db.transaction((tx) => storeOnce(tx, call, submissionId, leadPage, payload, names, origin));
        if (stored.leadId === undefined) logger.info({ call, submissionId }, 'repeated submission: answered as before');
        else logger.info({ call, leadId: stored.leadId, leadPage, submissionId }, 'lead stored');
        return { status: 200, body: stored.response };
      } catch (error) {
        logger.error({ call, submissionId, err: describeFailure(error) }, 'lead not stored: database failure');
        return { ...formAnswer(call, 503, FORM_OUTAGE_MESSAGE), headers: { 'retry-after': '30' } };
      }
    },
  };
}

export type LeadPipeline = ReturnType<typeof createLeadPipeline>;
