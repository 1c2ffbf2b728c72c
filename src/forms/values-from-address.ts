/**
 * What another page sent along in the enquiry page's address, for the enquiry form's first render:
 * the advisor's appointment panel opens /go/?name=Jane+Doe&phone=3035550148 with what the visitor
 * typed there. The name is split at its first space into first and last name; empty or missing
 * values give nothing, so the form's own empty values stay. Only text fields, and never more than
 * the form itself accepts (the rules check them on send, as anything typed).
 */
export type AddressValues = Partial<Record<'fname' | 'lname' | 'phone', string>>;

export function enquiryValuesFromAddress(search: string): AddressValues {
  const query = new URLSearchParams(search);
  const values: AddressValues = {};
  const [first, ...rest] = (query.get('name') ?? '').trim().split(/\s+/).filter(Boolean);
  if (first) values.fname = first.slice(0, 100);
  if (rest.length) values.lname = rest.join(' ').slice(0, 100);
  const phone = (query.get('phone') ?? '').trim();
  if (phone) values.phone = phone.slice(0, 30);
  return values;
}
