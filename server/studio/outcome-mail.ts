import { agencyDateTime } from '../../src/lib/agency-time';
import { printable } from '../../src/lib/printable-text';
import type { ChangeRequest } from './change-requests';

/** The e-mail that tells a request's author its outcome: what it changed, who decided, and why. */
export function outcomeMail(request: ChangeRequest): { subject: string; body: string } {
  const proposed: unknown = request.proposed;
  const path = proposed && typeof proposed === 'object' && 'path' in proposed && typeof proposed.path === 'string' ? proposed.path : request.config_file;
  const when = request.decided_at ? agencyDateTime(request.decided_at) : '';
  const by = printable(request.decided_by ?? 'a developer');
  const outcome =
    request.status === 'applied'
      ? `was applied by ${by} on ${when}. It goes live with the site's next deploy.`
      : `was rejected by ${by} on ${when}: ${printable(request.reason ?? '')}`;
  const changes = request.summary.length ? ['What it changes:', ...request.summary.map((sentence) => `- ${printable(sentence)}`), ''] : [];
  return {
    subject: `Your change request #${request.id} (${printable(path)}) was ${request.status}`,
    body: [
      `Hello ${printable(request.author)},`,
      '',
      `Your change request #${request.id} for the page ${printable(path)} ${outcome}`,
      '',
      ...changes,
      ...(request.note ? [`Your note: ${printable(request.note)}`, ''] : []),
      'The studio lists all your requests under Change requests.',
    ].join('\n'),
  };
}
