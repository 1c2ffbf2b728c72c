import { describe, expect, it } from 'vitest';
import { ContentUnavailableError } from '../../engine/block';
import { placeAnswers } from '../../../tests/fixtures/places';
import { fakeReader } from './block-test-utils';
import { readCountryDetails, readMonthDetails, resolveCountry, resolveMonthId } from './place-details';

describe('month resolution (slug of the page 16 month title)', () => {
  it('finds the month whose title slugs to the route slug', async () => {
    const read = fakeReader(placeAnswers);
    expect(await resolveMonthId(read, 'january')).toBe(1);
    expect(await resolveMonthId(read, 'july-august')).toBe(7);
    expect(read.calls[0]).toEqual({ call: 'pages/get', body: { pageId: 16 } });
  });

  it('has no month for an unknown slug, and reads no details then', async () => {
    const read = fakeReader(placeAnswers);
    expect(await resolveMonthId(read, 'no-such-month')).toBeUndefined();
    expect(await readMonthDetails(read, 'no-such-month')).toBeNull();
    expect(read.calls.map((c) => c.call)).not.toContain('pages/monthPageDetails');
  });

  it('reads pages/monthPageDetails with the resolved monthId', async () => {
    const read = fakeReader(placeAnswers);
    const details = await readMonthDetails(read, 'january');
    expect(details).toMatchObject({ banner: { bannerText: 'Start the Year in Thailand' } });
    expect(read.calls).toContainEqual({ call: 'pages/monthPageDetails', body: { monthId: 1 } });
  });

  it('fails (not "no match") when the months page cannot be read', async () => {
    await expect(resolveMonthId(fakeReader({}), 'january')).rejects.toBeInstanceOf(ContentUnavailableError);
  });
});

describe('country resolution (slug of the destination title, or a numeric id)', () => {
  it('resolves a slug to the destination id before CountryPageDetails is called', async () => {
    const read = fakeReader(placeAnswers);
    expect(await resolveCountry(read, 'costa-rica')).toEqual({ countryId: 6, slug: 'costa-rica' });
    await readCountryDetails(read, 'kenya');
    expect(read.calls).toContainEqual({ call: 'pages/CountryPageDetails', body: { countryId: 1 } });
  });

  it('accepts a numeric id and names its canonical slug', async () => {
    expect(await resolveCountry(fakeReader(placeAnswers), '1')).toEqual({ countryId: 1, slug: 'kenya' });
  });

  it('keeps a numeric id usable when the destination list is unavailable', async () => {
    const read = fakeReader({ 'pages/CountryPageDetails': placeAnswers['pages/CountryPageDetails'] });
    expect(await resolveCountry(read, '1')).toEqual({ countryId: 1 });
    expect(await readCountryDetails(read, '1')).toMatchObject({ overViewData: { overviewTitle: 'Discover Kenya' } });
  });

  it('names no country for an unknown slug or an id the list does not hold, and fails when the list is unavailable for a slug', async () => {
    expect(await resolveCountry(fakeReader(placeAnswers), 'atlantis')).toBeUndefined();
    expect(await resolveCountry(fakeReader(placeAnswers), '999')).toBeUndefined();
    expect(await readCountryDetails(fakeReader(placeAnswers), 'atlantis')).toBeNull();
    await expect(resolveCountry(fakeReader({}), 'kenya')).rejects.toBeInstanceOf(ContentUnavailableError);
  });
});
