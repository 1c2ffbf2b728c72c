import { z } from 'zod';
import { validEnquiryRequest } from '../support/enquiry-request';

/**
 * The load of the "nothing lost" test: `total` leads, `concurrency` at a time, each with its own
 * submission id, every failure (refused connection, timeout, 5xx, 429) retried with the same id
 * until it is acknowledged (HTTP 200 with the stored id). Half are enquiries, half landing leads.
 */
export interface SentLead {
  index: number;
  call: 'enquiries/register' | 'enquiries/lead_contact';
  submissionId: string;
  body: Record<string, unknown>;
}

export interface Acknowledged {
  index: number;
  id: string;
  attempts: number;
}

export interface LoadResult {
  acknowledged: Acknowledged[];
  unacknowledged: number[];
  attempts: number;
  failures: Record<string, number>;
}

const TOKEN = 'travel-site-public-token';
const acknowledgement = z.object({ data: z.object({ id: z.union([z.string(), z.number()]).transform(String) }) });

export function faultLead(runId: string, index: number): SentLead {
  const submissionId = `fault-${runId}-${String(index).padStart(4, '0')}`;
  if (index % 2 === 0) {
    return {
      index,
      call: 'enquiries/register',
      submissionId,
      body: validEnquiryRequest({
        fname: `Fault${index}`,
        lname: 'Tester',
        email: `fault.${index}@example.org`,
        conf_email: `fault.${index}@example.org`,
        phone: '3035550100',
        destination: String((index % 8) + 1),
        month: (index % 12) + 1,
        people: (index % 6) + 1,
        per_head: 1000 + index,
        comments: `Fault run ${runId}, enquiry number ${index}.`,
        submission_id: submissionId,
      }),
    };
  }
  return {
    index,
    call: 'enquiries/lead_contact',
    submissionId,
    body: {
      fullname: `Fault Lead ${index}`,
      email: `fault.${index}@example.org`,
      phone: '+13035550100',
      travel_date: '15-07-2026',
      country: '1',
      city: 'Denver',
      lead_page: 'family-safari',
      comment: `Fault run ${runId}, landing lead number ${index}.`,
      submission_id: submissionId,
    },
  };
}

export async function sendOnce(baseUrl: string, lead: SentLead, clientAddress: string): Promise<{ ok: true; id: string } | { ok: false; reason: string }> {
  try {
    const response = await fetch(`${baseUrl}/api/${lead.call}`, {
      method: 'POST',
      body: JSON.stringify(lead.body),
      headers: { 'content-type': 'application/json', token: TOKEN, 'x-forwarded-for': clientAddress },
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (response.status !== 200) return { ok: false, reason: `HTTP ${response.status}` };
    const parsed = acknowledgement.safeParse(JSON.parse(text));
    return parsed.success ? { ok: true, id: parsed.data.data.id } : { ok: false, reason: 'answer without id' };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const code = z.object({ code: z.string() }).safeParse(cause);
    return { ok: false, reason: code.success ? code.data.code : error instanceof Error ? error.name : 'error' };
  }
}

/** Runs the load; `baseUrl()` is read per attempt (the test may move the server). */
export async function sendLeads(options: {
  runId: string;
  total: number;
  concurrency: number;
  baseUrl: () => string;
  /** Called after each acknowledgement with the count so far (the test injects faults from here). */
  onAcknowledged?: (count: number) => void;
  giveUpAfterMs?: number;
}): Promise<LoadResult> {
  const acknowledged: Acknowledged[] = [];
  const unacknowledged: number[] = [];
  const failures: Record<string, number> = {};
  let attempts = 0;
  let next = 0;
  const deadline = Date.now() + (options.giveUpAfterMs ?? 120_000);

  const worker = async () => {
    for (;;) {
      const index = next;
      next += 1;
      if (index >= options.total) return;
      const lead = faultLead(options.runId, index);
      for (let attempt = 1; ; attempt += 1) {
        attempts += 1;
        // Each attempt from its own address: the per-address limits are not what this test is about.
        const address = `10.${(attempts >> 16) & 255}.${(attempts >> 8) & 255}.${attempts & 255}`;
        const outcome = await sendOnce(options.baseUrl(), lead, address);
        if (outcome.ok) {
          acknowledged.push({ index, id: outcome.id, attempts: attempt });
          options.onAcknowledged?.(acknowledged.length);
          break;
        }
        failures[outcome.reason] = (failures[outcome.reason] ?? 0) + 1;
        if (Date.now() > deadline) {
          unacknowledged.push(index);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 50 * attempt) + Math.random() * 100));
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { acknowledged, unacknowledged, attempts, failures };
}
