import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { scrubLogLine, scrubText } from './log-redaction';

describe('no e-mail address or phone number reaches a log line', () => {
  it.each([
    ['jane.doe+trip@example.co.uk', '[email]'],
    ['JANE@EXAMPLE.ORG', '[email]'],
    ['jane%40example.org', '[email]'],
    ['josé@correo.mx', '[email]'],
    ['+13035550147', '[phone]'],
    ['3035550147', '[phone]'],
    ['+1 (303) 555-0147', '[phone]'],
    ['303-555-0147', '[phone]'],
    ['303.555.0147', '[phone]'],
    ['44 20 7946 0958', '[phone]'],
  ])('scrubs %s', (value, replacement) => {
    expect(scrubText(`mail refused for ${value}: try later`)).toBe(`mail refused for ${replacement}: try later`);
  });

  it.each([
    '2026-05-01T10:00:00.000Z',
    '4a5ed722-6823-4dc6-8911-d135595615fa',
    '12345678-6823-4dc6-8911-123456789012',
    'GET /family-travel/ 200 in 12.5 ms',
    'http://localhost:43210',
    'listening on 127.0.0.1:3000',
  ])('keeps %s', (text) => {
    expect(scrubText(text)).toBe(text);
  });

  it('scrubs every string of a JSON line, censors numbers under phone keys, keeps the line JSON', () => {
    const line = JSON.stringify({
      level: 30,
      time: '2026-05-01T10:00:00.000Z',
      msg: 'lead from jane@example.org',
      err: { message: 'RCPT TO:<agent@travelnrelax.com> refused' },
      fields: ['+13035550147'],
      phone: 3035550147,
      durationMs: 12345678,
    });
    const scrubbed: unknown = JSON.parse(scrubLogLine(`${line}\n`));
    expect(scrubbed).toEqual({
      level: 30,
      time: '2026-05-01T10:00:00.000Z',
      msg: 'lead from [email]',
      err: { message: 'RCPT TO:<[email]> refused' },
      fields: ['[phone]'],
      phone: '[redacted]',
      durationMs: 12345678,
    });
  });

  it('scrubs a line that is not JSON as text', () => {
    expect(scrubLogLine('oops jane@example.org\n')).toBe('oops [email]\n');
  });

  it('applies to everything the logger writes, whoever logs what', () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    logger.info({ email: 'jane@example.org', payload: { phone: '3035550147' } }, 'stored');
    logger.child({ visitor: 'jane@example.org' }).warn('mail to jane@example.org failed');
    logger.error(new Error('duplicate key (email)=(jane@example.org)'));
    const all = lines.join('\n');
    expect(lines).toHaveLength(3);
    expect(all).not.toContain('jane@example.org');
    expect(all).not.toContain('3035550147');
    expect(all).toContain('[email]');
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});
