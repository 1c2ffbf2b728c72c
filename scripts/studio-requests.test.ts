import { describe, expect, it } from 'vitest';
import type { ChangeRequest } from '../server/studio/change-requests';
import { formatRequest } from './studio-requests';

const request = (changes: Partial<ChangeRequest>): ChangeRequest => ({
  id: 7,
  author: 'ann',
  created_at: '2026-11-25T10:00:00.000Z',
  config_file: 'page-configs/pages/go.json',
  base_hash: 'x',
  proposed: { sections: [] },
  note: '',
  status: 'proposed',
  decided_by: null,
  decided_at: null,
  reason: null,
  summary: [],
  author_email: null,
  proposal_key: null,
  ...changes,
});

describe('npm run studio:requests', () => {
  it('prints a note with terminal escapes, line breaks and bidi overrides as plain text on its own line', () => {
    const printed = formatRequest(request({ note: 'looks fine\u001b[2K\u001b[1A\r\n#6  2026-11-25  dev  applied\u0007\u202Edetails' }));
    expect(printed.split('\n')[0]).toBe('#7  2026-11-25T10:00:00.000Z  ann  page-configs/pages/go.json  open');
    expect([...printed].filter((ch) => ch !== '\n' && (/\p{Cc}/u.test(ch) || /[\u202a-\u202e]/.test(ch)))).toEqual([]);
    expect(printed.split('\n')).toHaveLength(2);
    expect(printed.split('\n')[1]).toBe('    note: looks fine[2K[1A ↵ #6  2026-11-25  dev  applieddetails');
  });

  it('prints one line per change sentence, below the request', () => {
    const printed = formatRequest(request({ summary: ['Moved "Yelp reviews" above "Lead form".', 'Removed "Motto".\u001b[2K'] }));
    expect(printed.split('\n').slice(1)).toEqual(['    - Moved "Yelp reviews" above "Lead form".', '    - Removed "Motto".[2K']);
  });

  it('flags links to other sites in the proposed page', () => {
    const printed = formatRequest(request({ proposed: { sections: [{ id: 'a', type: 'where-to', props: { buttonLink: 'https://travelnrelax-login.example/x' } }] } }));
    expect(printed).toContain('warning: links to other sites: travelnrelax-login.example');
  });
});
