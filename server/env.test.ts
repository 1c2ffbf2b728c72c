import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('environment at start-up', () => {
  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: '.data', LOG_LEVEL: 'info' });
    expect(env.CONTENT_API_URL).toBeUndefined();
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT: /);
    expect(() => parseEnv({ CONTENT_API_URL: 'not a url' })).toThrow(/CONTENT_API_URL: /);
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL: /);
  });

  it('treats an empty optional URL as unset', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
