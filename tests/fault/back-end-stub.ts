import { z } from 'zod';
import { startContentStub, type ContentStub } from './content-stub';

/**
 * The agency's back end for the forwarding fault test: it answers the option lists the lead
 * pipeline reads, records every lead delivered to `enquiries/register` / `enquiries/lead_contact`,
 * and can be switched to "down" (every connection dropped) or "failing" (500 to everything).
 */
export type BackEndMode = 'up' | 'down' | 'failing';

export interface Receipt {
  call: string;
  submissionId: string;
  body: Record<string, unknown>;
}

export interface BackEndStub {
  url: string;
  receipts: Receipt[];
  counts: { dropped: number; failed: number };
  setMode(mode: BackEndMode): void;
  close(): Promise<void>;
}

const DESTINATIONS = ['Kenya', 'Italy', 'Mexico', 'Japan', 'Greece', 'Costa Rica', 'Iceland', 'Thailand'];
const receivedBody = z.record(z.string(), z.unknown());

export async function startBackEndStub(): Promise<BackEndStub> {
  let mode: BackEndMode = 'up';
  const receipts: Receipt[] = [];
  const counts = { dropped: 0, failed: 0 };
  const stub: ContentStub = await startContentStub((call, body, response) => {
    if (mode === 'down') {
      counts.dropped += 1;
      response.socket?.destroy();
      return;
    }
    if (mode === 'failing') {
      counts.failed += 1;
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"message":"Internal Server Error"}');
      return;
    }
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (call === 'enquiries/register' || call === 'enquiries/lead_contact') {
      const parsed = receivedBody.parse(JSON.parse(body));
      receipts.push({ call, submissionId: String(parsed.submission_id ?? ''), body: parsed });
      json(200, call === 'enquiries/register' ? { status: 200, message: 'ok' } : { status: '200', message: 'Thanks!' });
    } else if (call === 'pages/destinations') {
      json(200, { success: true, data: { destinations: DESTINATIONS.map((title, i) => ({ destinationId: i + 1, destinationTitle: title })) } });
    } else if (call === 'pages/country') {
      json(200, { success: true, data: { countries: [{ id: 1, name: 'United States' }] } });
    } else {
      json(404, { success: false, message: 'No data found', data: null });
    }
  });
  return { url: stub.url, receipts, counts, setMode: (next) => (mode = next), close: stub.close };
}
