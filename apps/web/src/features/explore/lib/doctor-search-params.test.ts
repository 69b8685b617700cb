import { doctorSearchInputSchema } from '@athcare/shared/personnel-directory.schema';
import { describe, expect, it } from 'vitest';
import {
  clearDoctorFilters,
  doctorsSearchSchema,
  FEE_RANGE_ERROR,
  feeRangeError,
  hasDoctorFilters,
  lastPage,
  profileSearchSchema,
  toDoctorSearchArgs,
} from './doctor-search-params';

describe('doctorsSearchSchema (the /explore/doctors address)', () => {
  it('keeps every valid filter, the order and the page', () => {
    // Kept as they are; only the text is trimmed and the specialization (a slug) lower-cased.
    const asGiven = {
      city: 'Pune',
      language: 'Marathi',
      gender: 'Female',
      minExperience: 10,
      minFee: 300,
      maxFee: 900,
      minRating: 4.5,
      sort: 'fee',
      page: 3,
    } as const;
    const search = doctorsSearchSchema.schema.parse({
      q: '  knee pain ',
      specialization: 'Cardiologist',
      ...asGiven,
    });
    expect(search).toEqual({ q: 'knee pain', specialization: 'cardiologist', ...asGiven });
  });

  it('accepts numbers typed as strings (a hand-edited or form-built address)', () => {
    expect(doctorsSearchSchema.schema.parse({ minFee: '500', page: '2', minRating: '4' })).toEqual({
      minFee: 500,
      page: 2,
      minRating: 4,
    });
  });

  it('drops invalid values one by one instead of failing the page', () => {
    const search = doctorsSearchSchema.schema.parse({
      city: 'Delhi',
      language: 'Klingon',
      gender: 'other',
      minExperience: -1,
      minRating: 9,
      sort: 'cheapest',
      page: 0,
      specialization: 'not a slug!',
      q: '',
    });
    expect(search).toEqual({ city: 'Delhi' });
  });

  it('knows when any filter is set, and clearing keeps only the order', () => {
    expect(hasDoctorFilters({})).toBe(false);
    expect(hasDoctorFilters({ sort: 'rating', page: 2 })).toBe(false);
    expect(hasDoctorFilters({ minFee: 0 })).toBe(true);
    expect(clearDoctorFilters({ city: 'Pune', sort: 'rating', page: 4 })).toEqual({
      sort: 'rating',
    });
    expect(clearDoctorFilters({ city: 'Pune', page: 4 })).toEqual({});
  });
});

describe('toDoctorSearchArgs (filters → search_doctors arguments)', () => {
  it('sends only the set filters, relevance first, page 1 of 12', () => {
    expect(toDoctorSearchArgs({})).toEqual({ sort: 'relevance', pageLimit: 12, pageOffset: 0 });
  });

  it('maps every filter to its SQL argument and the page to an offset', () => {
    // Every filter goes through under its own name.
    const filters = {
      q: 'asthma',
      specialization: 'pulmonologist',
      city: 'Chennai',
      language: 'Tamil',
      gender: 'Male',
      minExperience: 5,
      minFee: 200,
      maxFee: 1000,
      minRating: 4,
    } as const;
    const args = toDoctorSearchArgs({ ...filters, sort: 'experience', page: 4 });
    expect(args).toEqual({ ...filters, sort: 'experience', pageLimit: 12, pageOffset: 36 });
    // The arguments satisfy the shared RPC contract.
    expect(doctorSearchInputSchema.safeParse(args).success).toBe(true);
  });

  it('honours another page size', () => {
    expect(toDoctorSearchArgs({ minFee: 300, maxFee: 900, page: 2 }, 20)).toEqual({
      minFee: 300,
      maxFee: 900,
      sort: 'relevance',
      pageLimit: 20,
      pageOffset: 20,
    });
  });

  it('calls a reversed fee range an error instead of swapping or ignoring it', () => {
    expect(feeRangeError({ minFee: 900, maxFee: 300 })).toBe(FEE_RANGE_ERROR);
    expect(feeRangeError({ minFee: 300, maxFee: 300 })).toBeNull();
    expect(feeRangeError({ minFee: 900 })).toBeNull();
  });

  it('accepts any whole rupee fee, not only steps of 50', () => {
    expect(doctorsSearchSchema.schema.parse({ minFee: '437', maxFee: 1234 })).toEqual({
      minFee: 437,
      maxFee: 1234,
    });
  });

  it('knows the last page of a result', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(396, 12)).toBe(33);
    expect(lastPage(12, 12)).toBe(1);
  });

  it('leaves no undefined keys (they would become part of the query key)', () => {
    const args = toDoctorSearchArgs({ city: 'Pune' });
    expect(Object.values(args)).not.toContain(undefined);
  });
});

describe('profileSearchSchema', () => {
  it('accepts the six tabs and drops anything else', () => {
    expect(profileSearchSchema.schema.parse({ tab: 'reviews' })).toEqual({ tab: 'reviews' });
    expect(profileSearchSchema.schema.parse({ tab: 'slots' })).toEqual({ tab: 'slots' });
    expect(profileSearchSchema.schema.parse({ tab: 'billing' })).toEqual({});
  });
});
