import { describe, expect, it } from 'vitest';
import { enquiryValuesFromAddress } from './values-from-address';

describe('enquiryValuesFromAddress', () => {
  it('splits the name at its first space and keeps the phone', () => {
    expect(enquiryValuesFromAddress('?name=Jane+van+Doe&phone=303+555+0148')).toEqual({ fname: 'Jane', lname: 'van Doe', phone: '303 555 0148' });
  });

  it('gives nothing for empty, blank or missing values', () => {
    expect(enquiryValuesFromAddress('')).toEqual({});
    expect(enquiryValuesFromAddress('?name=%20%20&phone=')).toEqual({});
    expect(enquiryValuesFromAddress('?name=Jane')).toEqual({ fname: 'Jane' });
  });

  it('keeps no more than a field takes', () => {
    expect(enquiryValuesFromAddress(`?name=${'a'.repeat(500)}`).fname).toHaveLength(100);
  });
});
