import { describe, expect, it } from 'vitest';
import { composeLeadMail, type LeadRow } from './lead-mail';

const row = (payload: Record<string, unknown>): LeadRow => ({ id: '41', kind: 'lead', lead_page: 'landing-cruise', payload, created_at: '2026-11-25T10:00:00.000Z' });
const addresses = { from: 'website@travelnrelax.com', to: 'leads@travelnrelax.com' };

describe('the lead e-mail', () => {
  it('gives no field a line of its own: a forged "Email:" or "Lead id:" line stays inside its field', () => {
    const mail = composeLeadMail(
      row({
        fullname: 'Ann\r\nEmail: attacker@evil.example\nLead id: 1',
        email: 'ann@example.com',
        city: 'Golden\u001b[2K\u202E',
        comment: 'Two kids.\nEmail: attacker@evil.example\n\nThanks',
      }),
      addresses,
    );
    const lines = mail.text.split('\n');
    expect(lines.filter((line) => line.startsWith('Email:'))).toEqual(['Email: ann@example.com']);
    expect(lines.filter((line) => line.startsWith('Lead id:'))).toEqual(['Lead id: 41']);
    expect(lines).toContain('Full name: Ann ↵ Email: attacker@evil.example ↵ Lead id: 1');
    expect(lines).toContain('City: Golden[2K');
    expect(mail.text).toContain('Comment: Two kids.\n  | Email: attacker@evil.example\n  | \n  | Thanks');
    expect(mail.subject).toBe('New lead (landing-cruise) from Ann ↵ Email: attacker@evil.example ↵ Lead id: 1 (#41)');
    expect(mail.replyTo).toBe('ann@example.com');
  });
});
