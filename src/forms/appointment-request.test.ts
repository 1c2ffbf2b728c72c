import { describe, expect, it } from 'vitest';
import { appointmentDay, enquiryValuesOf, readAppointmentRequest } from './appointment-request';

const jane = { name: 'Jane van Doe', phone: '(303) 555-0148', date: '2026-12-03', advisor: 'David Brooks', minutes: '30' };

describe('readAppointmentRequest', () => {
  it('reads the posted fields or the navigation state, trimmed and bounded', () => {
    expect(readAppointmentRequest({ ...jane, name: ' Jane van Doe ', phone: ' (303) 555-0148' })).toEqual(jane);
    expect(readAppointmentRequest({ name: 'a'.repeat(500) })?.name).toHaveLength(200);
  });

  it('drops a malformed date or length, and reads nothing from an empty or foreign source', () => {
    expect(readAppointmentRequest({ name: 'Jane', date: 'tomorrow', minutes: 'half an hour' })).toMatchObject({ date: '', minutes: '' });
    expect(readAppointmentRequest({ name: '  ', phone: '', date: '' })).toBeNull();
    expect(readAppointmentRequest(null)).toBeNull();
    expect(readAppointmentRequest({ name: 42, phone: ['303'] })).toBeNull();
  });
});

describe('enquiryValuesOf', () => {
  it('splits the name at its first space, keeps the phone as typed and names the meeting in the comment', () => {
    expect(enquiryValuesOf(jane)).toEqual({
      fname: 'Jane',
      lname: 'van Doe',
      phone: '(303) 555-0148',
      comments: 'I would like a 30 minute meeting with David Brooks on Thursday, December 3, 2026.',
    });
  });

  it('fills nothing for what is empty', () => {
    expect(enquiryValuesOf({ name: 'Jane', phone: '', date: '', advisor: '', minutes: '' })).toEqual({ fname: 'Jane' });
  });
});

describe('appointmentDay', () => {
  it("names the calendar day, whatever the machine's time zone", () => {
    expect(appointmentDay('2026-12-03')).toBe('Thursday, December 3, 2026');
    expect(appointmentDay('2027-01-01')).toBe('Friday, January 1, 2027');
  });
});
