import { describe, expect, it } from 'vitest';
import { normaliseEnquiryPhone, normaliseLeadPhone } from './phone-number';

describe('normaliseLeadPhone', () => {
  it.each(['+1 303 555 0123', '(303) 555-0123', '303.555.0123', '303-555-0123', '1-303-555-0123', '+1 (303) 555-0123', ' +13035550123 '])(
    'reads %j as +13035550123',
    (written) => {
      expect(normaliseLeadPhone(written)).toBe('+13035550123');
    },
  );

  it('leaves what is no North American number as it was written (trimmed), for the rule to refuse', () => {
    expect(normaliseLeadPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(normaliseLeadPhone(' 12345 ')).toBe('12345');
    expect(normaliseLeadPhone('call me')).toBe('call me');
    expect(normaliseLeadPhone('303 555 0123 ext 4')).toBe('303 555 0123 ext 4');
  });
});

describe('normaliseEnquiryPhone', () => {
  it("keeps the national number's digits beside the chosen code", () => {
    for (const written of ['(303) 555-0123', '303.555.0123', '303 555 0123', '+1 303 555 0123', '1-303-555-0123']) {
      expect(normaliseEnquiryPhone(written, '+1')).toEqual({ phone: '3035550123', phone_code: '+1' });
    }
  });

  it('takes the code a number is written with over the chosen one', () => {
    expect(normaliseEnquiryPhone('+44 20 7946 0958', '+1')).toEqual({ phone: '2079460958', phone_code: '+44' });
    expect(normaliseEnquiryPhone('+1 303 555 0123', '')).toEqual({ phone: '3035550123', phone_code: '+1' });
  });

  it('keeps the digits of an unknown number written with separators, and anything else as written', () => {
    expect(normaliseEnquiryPhone('123-45', '+1')).toEqual({ phone: '12345', phone_code: '+1' });
    expect(normaliseEnquiryPhone(' 303 CALL NOW ', '+1')).toEqual({ phone: '303 CALL NOW', phone_code: '+1' });
  });

  it('reads a number beside a code libphonenumber does not know (content\'s "+1-284", a client\'s "1e309") without throwing', () => {
    for (const code of ['+1-284', '1e309', '+999', '9999']) {
      expect(normaliseEnquiryPhone('303 555 0147', code)).toEqual({ phone: '3035550147', phone_code: code });
    }
    expect(normaliseEnquiryPhone('+44 20 7946 0958', '+999')).toEqual({ phone: '2079460958', phone_code: '+44' });
  });
});
