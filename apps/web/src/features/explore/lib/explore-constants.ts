/**
 * Cities offered as directory filters: the 22 cities of the demo data (apps/server/db/seed/explore/
 * reference.ts). The filter is a plain case-insensitive match, so a city outside this list typed
 * into the address still works.
 */
export const exploreCities = [
  'Ahmedabad',
  'Bengaluru',
  'Bhopal',
  'Bhubaneswar',
  'Chandigarh',
  'Chennai',
  'Coimbatore',
  'Delhi',
  'Guwahati',
  'Hyderabad',
  'Indore',
  'Jaipur',
  'Kochi',
  'Kolkata',
  'Lucknow',
  'Mumbai',
  'Mysuru',
  'Nagpur',
  'Patna',
  'Pune',
  'Surat',
  'Visakhapatnam',
] as const;

/** Doctors per page of /explore/doctors. */
export const DOCTORS_PAGE_SIZE = 12;
/** Personnel per page of /explore/personnels. */
export const PERSONNEL_PAGE_SIZE = 12;

export const minRatingOptions = [3, 3.5, 4, 4.5] as const;
export const minExperienceOptions = [2, 5, 10, 15, 20] as const;
