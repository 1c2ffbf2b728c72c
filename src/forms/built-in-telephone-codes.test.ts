import { describe, expect, it } from 'vitest';
import { builtInTelephoneCodes } from './built-in-telephone-codes';
import { distinctDialCodes } from './dial-codes';

describe('built-in telephone codes (libphonenumber-js metadata)', () => {
  const labels = distinctDialCodes(builtInTelephoneCodes).map((option) => option.label);

  it('start with the United States and Canada under +1, then countries by name', () => {
    expect(builtInTelephoneCodes.slice(0, 2).map(({ name, code }) => `${code} ${name}`)).toEqual(['+1 United States', '+1 Canada']);
    const rest = builtInTelephoneCodes.slice(2).map((entry) => entry.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(labels[0]).toBe('+1 United States, Canada');
  });

  it('name a country for every calling code, and no non-geographic code', () => {
    expect(labels).toEqual(expect.arrayContaining(['+44 United Kingdom', '+254 Kenya', '+7 Russia', '+61 Australia']));
    expect(builtInTelephoneCodes.length).toBeGreaterThan(200);
    for (const { id, name, code } of builtInTelephoneCodes) {
      expect(code, name).toMatch(/^\+[1-9]\d{0,2}$/);
      expect(name, code).not.toMatch(/^[A-Z0-9]{2,3}$/);
      expect(id).toBeGreaterThan(0);
    }
    expect(builtInTelephoneCodes.map((entry) => entry.code)).not.toContain('+800');
    expect(new Set(builtInTelephoneCodes.map((entry) => entry.id)).size).toBe(builtInTelephoneCodes.length);
  });
});
