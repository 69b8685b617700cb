/**
 * Deterministic generator of fictional Indian personnel for the explore demo data and for the
 * benchmark (generatePersonnel({count: 100_000, …}) then insertPersonnel()). Same random source,
 * same rows: pass mulberry32(seed) from run-seeds.ts.
 */
import type { Queryable } from '../../../src/db/database.ts';
import {
  alliedColleges,
  awardTitles,
  cities,
  dentalColleges,
  firstNames,
  hospitalNamePrefixes,
  hospitalNameSuffixes,
  journalsBySpecialization,
  medicalColleges,
  offeredServicesCatalog,
  reviewerNames,
  reviewTexts,
  specializationFocus,
  specializationNames,
  specializationProfiles,
  surnames,
  timeSlotCatalog,
  type City,
  type Region,
  type SpecializationProfile,
} from './reference.ts';

export type Random = () => number;

/** The year the demo data is "written" in; fixed so the data does not drift with the clock. */
export const SEED_YEAR = 2026;
const SEED_DATE_MS = Date.UTC(2026, 0, 15, 10, 0, 0);

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}
function weighted<T extends { weight: number }>(random: Random, items: readonly T[]): T {
  const total = items.reduce((s, i) => s + i.weight, 0);
  let r = random() * total;
  for (const item of items) {
    r -= item.weight;
    if (r < 0) return item;
  }
  return items[items.length - 1] as T;
}
function daysBefore(days: number, minutes = 0): string {
  return new Date(SEED_DATE_MS - days * 86_400_000 - minutes * 60_000).toISOString();
}
function digits(random: Random, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(Math.floor(random() * 10));
  return s;
}
function initials(text: string): string {
  return text
    .split(/[\s-]+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('');
}
const regions: Region[] = ['north', 'west', 'south', 'east'];

export interface ProfileRow {
  id: number;
  personnel_type_id: number;
  primary_specialization_id: number;
  name: string;
  gender: 'Male' | 'Female';
  bio: string;
  nationality: string;
  languages_spoken: string[];
  total_experience_years: number;
  service_locations: string[];
  city: string;
  fee: number;
  metadata: Record<string, unknown>;
  is_published: boolean;
}
type Row = Record<string, unknown>;

export interface GeneratedPersonnel {
  profiles: ProfileRow[];
  specializations: Row[];
  education: Row[];
  workExperience: Row[];
  certifications: Row[];
  awards: Row[];
  publications: Row[];
  contacts: Row[];
  addresses: Row[];
  kyp: Row[];
  reviews: Row[];
  questions: Row[];
  services: Row[];
  timeAssignments: Row[];
}

export interface GenerateOptions {
  count: number;
  random: Random;
  /** Id of the first profile (default 1); ids are consecutive. */
  startId?: number;
  /** false: profiles and specializations only (fast bulk data for benchmarks). Default true. */
  details?: boolean;
}

const departmentOfSpecialization = (specId: number): number =>
  specId <= 18
    ? specId
    : (({ 19: 7, 20: 19, 21: 19, 22: 20, 23: 21, 24: 22, 25: 23 } as Record<number, number>)[
        specId
      ] ?? 1);

const secondarySpecialization: Record<number, number> = {
  2: 1,
  4: 1,
  7: 1,
  11: 1,
  12: 1,
  13: 1,
  14: 1,
  18: 1,
  6: 17,
  15: 17,
  19: 17,
  20: 21,
  21: 20,
};

const cityWeights = cities.map((c, i) => ({ city: c, weight: i < 7 ? 3 : 1 }));

function collegesFor(spec: SpecializationProfile): { name: string; city: string }[] {
  switch (spec.typeId) {
    case 2:
      return dentalColleges;
    case 3:
      return alliedColleges.physio;
    case 4:
      return alliedColleges.nutrition;
    case 5:
      return alliedColleges.psychology;
    case 6:
      return alliedColleges.nursing;
    default:
      return medicalColleges;
  }
}

function registrationBody(spec: SpecializationProfile, city: City): { name: string; body: string } {
  switch (spec.typeId) {
    case 2:
      return { name: 'Dental registration', body: `${city.state} State Dental Council` };
    case 3:
      return { name: 'Life membership', body: 'Indian Association of Physiotherapists' };
    case 4:
      return { name: 'Registered Dietitian', body: 'Indian Dietetic Association' };
    case 5:
      return { name: 'Licensed Clinical Psychologist', body: 'Rehabilitation Council of India' };
    case 6:
      return { name: 'Nursing registration', body: `${city.state} Nursing Council` };
    default:
      return { name: 'Medical registration', body: city.council };
  }
}

const questionTemplates = [
  (c: string) =>
    `I have been dealing with ${c} for about two weeks. Should I see a specialist or wait?`,
  (c: string) => `What tests are usually needed for ${c}, and do I need to fast before them?`,
  (c: string) => `My father, 62, has ${c}. Can it be managed without surgery?`,
  (c: string) => `Is ${c} something that comes back after treatment? How can I prevent it?`,
];
const answerTemplates = [
  (c: string) =>
    `Thank you for writing in. ${c.charAt(0).toUpperCase() + c.slice(1)} has several possible causes, so an examination is the best first step. Please bring any previous reports and a list of your current medicines to the consultation. If symptoms suddenly worsen, visit the nearest emergency department.`,
  (c: string) =>
    `Most people with ${c} do well with timely treatment and follow-up. The exact tests depend on your history and examination; routine blood work is usually done without fasting unless sugar or lipids are being checked. Book a visit and we can plan this together.`,
];

function bio(p: {
  title: string;
  name: string;
  spec: SpecializationProfile;
  locality: string;
  city: City;
  exp: number;
  gender: 'Male' | 'Female';
  firstDegree: string;
  firstCollege: string;
  lastDegree: string | undefined;
  lastCollege: string | undefined;
  languages: string[];
}): string {
  const he = p.gender === 'Male' ? 'He' : 'She';
  const his = p.gender === 'Male' ? 'His' : 'Her';
  const role = specializationNames[p.spec.id] ?? 'Practitioner';
  const article = /^[AEIOU]/.test(role) ? 'an' : 'a';
  const study = p.lastDegree
    ? `${he} completed ${p.firstDegree} at ${p.firstCollege} and ${p.lastDegree} at ${p.lastCollege}.`
    : `${he} completed ${p.firstDegree} at ${p.firstCollege}.`;
  const langs =
    p.languages.length > 1
      ? `${p.languages.slice(0, -1).join(', ')} and ${p.languages[p.languages.length - 1]}`
      : (p.languages[0] ?? 'English');
  return [
    `${p.title}${p.name} is ${article} ${role.toLowerCase()} practising in ${p.locality}, ${p.city.name}, with ${p.exp} years of experience.`,
    study,
    `${his} practice focuses on ${specializationFocus[p.spec.id] ?? 'patient care'}.`,
    `${he} believes in explaining every diagnosis in plain language and involving families in treatment decisions.`,
    `${he} consults in ${langs}.`,
  ].join(' ');
}

/** Generates `count` personnel with everything the explore pages show. */
export function generatePersonnel(options: GenerateOptions): GeneratedPersonnel {
  const { count, random } = options;
  const startId = options.startId ?? 1;
  const details = options.details ?? true;
  const out: GeneratedPersonnel = {
    profiles: [],
    specializations: [],
    education: [],
    workExperience: [],
    certifications: [],
    awards: [],
    publications: [],
    contacts: [],
    addresses: [],
    kyp: [],
    reviews: [],
    questions: [],
    services: [],
    timeAssignments: [],
  };
  for (let i = 0; i < count; i++) {
    const id = startId + i;
    const spec = weighted(random, specializationProfiles);
    const city = weighted(random, cityWeights).city;
    const nameRegion = random() < 0.85 ? city.region : pick(random, regions);
    const gender: 'Male' | 'Female' = random() < 0.5 ? 'Female' : 'Male';
    const name = `${pick(random, firstNames[nameRegion][gender])} ${pick(random, surnames[nameRegion])}`;
    const pgYears = spec.degrees.reduce((s, d) => s + d[2], 0);
    const exp = Math.min(45, pgYears + 1 + Math.floor(Math.pow(random(), 1.3) * 30));
    const [feeLo, feeHi] = spec.fee;
    const fee =
      Math.round(
        (feeLo + (feeHi - feeLo) * (0.35 * random() + 0.65 * Math.min(exp / 30, 1))) / 50,
      ) * 50;
    const languages = new Set<string>();
    languages.add(city.languages[0] ?? 'Hindi');
    for (const l of city.languages.slice(1)) if (random() < 0.5) languages.add(l);
    if (random() < 0.92) languages.add('English');
    if (!languages.has('Hindi') && random() < 0.4) languages.add('Hindi');
    if (nameRegion !== city.region) {
      const home = cities.find((c) => c.region === nameRegion);
      if (home?.languages[0]) languages.add(home.languages[0]);
    }
    const langList = [...languages];
    const locations = new Set<string>([
      spec.officeType.includes('Hospital')
        ? 'Hospital'
        : spec.officeType.includes('Centre')
          ? 'Centre'
          : 'Clinic',
    ]);
    if (random() < 0.6) locations.add('Online');
    if ((spec.typeId === 3 || spec.typeId === 6) && random() < 0.6) locations.add('Home');
    const locality = pick(random, city.localities);
    const title = spec.typeId <= 2 ? 'Dr. ' : '';
    const colleges = collegesFor(spec);
    const firstCollege = pick(random, colleges);
    const firstEnd = SEED_YEAR - exp;
    const firstYears = spec.typeId <= 2 ? 5 : 3;
    let lastDegree: string | undefined;
    let lastCollege: string | undefined;
    const isPublished = random() >= 0.04;

    out.profiles.push({
      id,
      personnel_type_id: spec.typeId,
      primary_specialization_id: spec.id,
      name,
      gender,
      bio: '',
      nationality: 'Indian',
      languages_spoken: langList,
      total_experience_years: exp,
      service_locations: [...locations],
      city: city.name,
      fee,
      metadata: { source: 'demo-seed' },
      is_published: isPublished,
    });
    out.specializations.push({ profile_id: id, specialization_id: spec.id, is_primary: true });
    const second = secondarySpecialization[spec.id];
    if (second !== undefined && random() < 0.25) {
      out.specializations.push({ profile_id: id, specialization_id: second, is_primary: false });
    }

    if (!details) {
      const profile = out.profiles[out.profiles.length - 1];
      if (profile)
        profile.bio = `${title}${name} is a ${(specializationNames[spec.id] ?? '').toLowerCase()} in ${city.name} with ${exp} years of experience.`;
      continue;
    }

    // Education: first degree, then each postgraduate degree in turn.
    out.education.push({
      profile_id: id,
      degree: spec.firstDegree[0],
      field_of_study: spec.firstDegree[1],
      institution: firstCollege.name,
      city: firstCollege.city,
      start_year: firstEnd - firstYears,
      end_year: firstEnd,
    });
    let year = firstEnd + (pgYears > 0 ? 1 : 0);
    for (const [degree, field, years] of spec.degrees) {
      const college = pick(random, colleges);
      out.education.push({
        profile_id: id,
        degree,
        field_of_study: field,
        institution: college.name,
        city: college.city,
        start_year: year,
        end_year: year + years,
      });
      lastDegree = `${degree} (${field})`;
      lastCollege = `${college.name}, ${college.city}`;
      year += years;
    }

    const profile = out.profiles[out.profiles.length - 1];
    if (profile) {
      profile.bio = bio({
        title,
        name,
        spec,
        locality,
        city,
        exp,
        gender,
        firstDegree: spec.firstDegree[0],
        firstCollege: `${firstCollege.name}, ${firstCollege.city}`,
        lastDegree,
        lastCollege,
        languages: langList,
      });
    }

    // Work: the current practice and up to two earlier posts.
    const surname = name.split(' ').slice(-1)[0] ?? name;
    const currentOffice =
      spec.officeType === 'Hospital'
        ? `${pick(random, hospitalNamePrefixes)} ${pick(random, hospitalNameSuffixes)}`
        : `${random() < 0.5 ? surname : locality} ${spec.officeType}`;
    const careerStart = year;
    const previous = Math.min(2, Math.floor((SEED_YEAR - careerStart) / 5));
    let from = careerStart;
    for (let w = 0; w < previous; w++) {
      const to = from + intBetween(random, 2, 5);
      if (to >= SEED_YEAR - 1) break;
      const past = pick(random, cities);
      out.workExperience.push({
        profile_id: id,
        start_year: from,
        end_year: to,
        office_type: 'Hospital',
        office_name: `${pick(random, hospitalNamePrefixes)} ${pick(random, hospitalNameSuffixes)}`,
        office_address: `${pick(random, past.localities)}, ${past.name}`,
        designation:
          w === 0 ? (spec.typeId <= 2 ? 'Senior Resident' : 'Junior Associate') : 'Consultant',
        city: past.name,
        state: past.state,
      });
      from = to;
    }
    const streetNo = intBetween(random, 1, 220);
    const pin = `${city.pinPrefix}${String(intBetween(random, 1, 99)).padStart(3, '0')}`;
    out.workExperience.push({
      profile_id: id,
      start_year: from,
      end_year: null,
      office_type: spec.officeType,
      office_name: currentOffice,
      office_address: `${streetNo}, ${locality}, ${city.name} ${pin}`,
      designation: spec.officeType === 'Hospital' ? 'Consultant' : 'Founder and Consultant',
      city: city.name,
      state: city.state,
    });

    const reg = registrationBody(spec, city);
    const regNumber = `${initials(reg.body)}/${firstEnd}/${digits(random, 5)}`;
    out.certifications.push({
      profile_id: id,
      name: reg.name,
      regulatory_body: reg.body,
      certification_number: regNumber,
      issued_year: firstEnd,
      is_verified: random() < 0.85,
    });
    if (random() < 0.2) {
      const [title2, by] = pick(random, awardTitles);
      out.awards.push({
        profile_id: id,
        title: title2,
        awarded_by: by,
        year: intBetween(random, careerStart, SEED_YEAR - 1),
      });
    }
    if (exp > 8 && random() < 0.25) {
      const topic =
        (specializationFocus[spec.id] ?? 'patient care').split(', ')[0] ?? 'patient care';
      const templates = [
        `A prospective study of ${topic} at a tertiary care centre in ${city.state}`,
        `Clinical profile and outcomes of ${topic}: experience from ${city.name}`,
        `Audit of ${topic} in an urban outpatient practice`,
      ];
      out.publications.push({
        profile_id: id,
        title: pick(random, templates),
        journal: journalsBySpecialization[spec.id] ?? null,
        year: intBetween(random, Math.max(careerStart, SEED_YEAR - 15), SEED_YEAR - 1),
        url: null,
      });
    }

    out.contacts.push({
      profile_id: id,
      contact_type: 'phone',
      value: `+91 ${pick(random, ['98', '97', '96', '88', '80', '70'])}${digits(random, 3)} ${digits(random, 5)}`,
      is_primary: true,
      is_public: true,
      is_verified: true,
    });
    if (random() < 0.5) {
      out.contacts.push({
        profile_id: id,
        contact_type: 'email',
        value: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${id}@clinic.athcare.example`,
        is_primary: false,
        is_public: true,
        is_verified: false,
      });
    }
    out.addresses.push({
      profile_id: id,
      label: currentOffice,
      address_line1: `${streetNo}, ${pick(random, ['Ground Floor', 'First Floor', 'Second Floor', 'Shop No. 4', 'Wing B'])}, ${pick(random, ['Main Road', 'Ring Road', 'Station Road', 'Link Road', 'Market Road'])}`,
      area_sector: locality,
      nearby_landmark:
        random() < 0.5
          ? `Near ${pick(random, ['City Bus Stand', 'Metro Station', 'Post Office', 'Municipal Park', 'Government School'])}`
          : null,
      city: city.name,
      state: city.state,
      postal_code: pin,
      latitude: Number((city.lat + (random() - 0.5) * 0.12).toFixed(6)),
      longitude: Number((city.lng + (random() - 0.5) * 0.12).toFixed(6)),
      is_primary: true,
      is_public: true,
    });

    out.kyp.push(
      { profile_id: id, key: 'Registration', value: `${reg.body} · ${regNumber}`, sort_order: 1 },
      {
        profile_id: id,
        key: 'Consultation modes',
        value: locations.has('Online') ? 'In person and video consultation' : 'In person',
        sort_order: 2,
      },
      {
        profile_id: id,
        key: 'Patients consulted',
        value: `${(Math.max(1, exp) * intBetween(random, 300, 700)).toLocaleString('en-IN')}+`,
        sort_order: 3,
      },
    );

    // Services: a consultation at the profile's fee, video if offered, and department procedures.
    out.services.push({
      profile_id: id,
      service_id: 1,
      price: fee,
      cost_price: Math.round(fee * 0.7),
      discount: 0,
    });
    if (locations.has('Online')) {
      out.services.push({
        profile_id: id,
        service_id: 2,
        price: Math.round((fee * 0.8) / 50) * 50,
        cost_price: Math.round(fee * 0.5),
        discount: 0,
      });
    }
    if (locations.has('Home')) {
      out.services.push({
        profile_id: id,
        service_id: 3,
        price: Math.max(fee, 800),
        cost_price: Math.round(fee * 0.6),
        discount: 0,
      });
    }
    const dept = departmentOfSpecialization(spec.id);
    offeredServicesCatalog.forEach((s, idx) => {
      if (s.departmentId === dept && random() < 0.6) {
        out.services.push({
          profile_id: id,
          service_id: idx + 1,
          price: Math.round((s.price * (0.8 + random() * 0.5)) / 50) * 50,
          cost_price: Math.round(s.price * 0.6),
          discount: pick(random, [0, 0, 0, 5, 10]),
        });
      }
    });

    const slotA = intBetween(random, 1, timeSlotCatalog.length);
    out.timeAssignments.push({
      profile_id: id,
      time_slot_id: slotA,
      slot_duration: pick(random, [10, 15, 15, 20, 30]),
      time_format: '12h',
      branch_id: null,
    });
    if (random() < 0.5) {
      const slotB = ((slotA + 3) % timeSlotCatalog.length) + 1;
      out.timeAssignments.push({
        profile_id: id,
        time_slot_id: slotB,
        slot_duration: pick(random, [15, 20, 30]),
        time_format: '12h',
        branch_id: null,
      });
    }

    if (isPublished) {
      const reviewCount = Math.floor(Math.pow(random(), 0.8) * 14);
      for (let r = 0; r < reviewCount; r++) {
        const x = random();
        const rating = x < 0.55 ? 5 : x < 0.83 ? 4 : x < 0.93 ? 3 : x < 0.97 ? 2 : 1;
        out.reviews.push({
          profile_id: id,
          rating,
          review: pick(random, reviewTexts[rating] ?? reviewTexts[5] ?? ['Good.']),
          by_name: pick(random, reviewerNames),
          reviewed_at: daysBefore(intBetween(random, 1, 700), intBetween(random, 0, 600)),
        });
      }
      if (random() < 0.2) {
        const concern =
          (specializationFocus[spec.id] ?? 'my symptoms').split(', ')[intBetween(random, 0, 1)] ??
          'my symptoms';
        const askedDays = intBetween(random, 2, 300);
        out.questions.push({
          profile_id: id,
          question: pick(random, questionTemplates)(concern),
          personnel_answer: pick(random, answerTemplates)(concern),
          tags: [(specializationNames[spec.id] ?? 'general').toLowerCase(), concern],
          is_public: true,
          answered_at: daysBefore(askedDays - 1),
          created_at: daysBefore(askedDays),
        });
      }
    }
  }
  return out;
}

type Column = readonly [name: string, type: string];

/**
 * One multi-row insert per chunk through json_to_recordset: a single round trip per table and
 * chunk. Table and column names are constants of this file, never input.
 */
export async function insertRows(
  q: Queryable,
  table: string,
  columns: readonly Column[],
  rows: readonly Row[],
  options: { overridingSystemValue?: boolean; chunkSize?: number } = {},
): Promise<void> {
  const chunkSize = options.chunkSize ?? 5000;
  const names = columns.map(([n]) => n).join(', ');
  const defs = columns.map(([n, t]) => `${n} ${t}`).join(', ');
  const overriding = options.overridingSystemValue ? ' overriding system value' : '';
  const sql = `insert into ${table} (${names})${overriding} select ${names} from json_to_recordset($1::text::json) as r(${defs})`;
  for (let i = 0; i < rows.length; i += chunkSize) {
    await q.query(sql, [JSON.stringify(rows.slice(i, i + chunkSize))]);
  }
}

export const personnelColumns = {
  profiles: [
    ['id', 'integer'],
    ['personnel_type_id', 'integer'],
    ['primary_specialization_id', 'integer'],
    ['name', 'text'],
    ['gender', 'text'],
    ['bio', 'text'],
    ['nationality', 'text'],
    ['languages_spoken', 'text[]'],
    ['total_experience_years', 'integer'],
    ['service_locations', 'text[]'],
    ['city', 'text'],
    ['fee', 'numeric'],
    ['metadata', 'jsonb'],
    ['is_published', 'boolean'],
  ],
  specializations: [
    ['profile_id', 'integer'],
    ['specialization_id', 'integer'],
    ['is_primary', 'boolean'],
  ],
  education: [
    ['profile_id', 'integer'],
    ['degree', 'text'],
    ['field_of_study', 'text'],
    ['institution', 'text'],
    ['city', 'text'],
    ['start_year', 'integer'],
    ['end_year', 'integer'],
  ],
  workExperience: [
    ['profile_id', 'integer'],
    ['start_year', 'integer'],
    ['end_year', 'integer'],
    ['office_type', 'text'],
    ['office_name', 'text'],
    ['office_address', 'text'],
    ['designation', 'text'],
    ['city', 'text'],
    ['state', 'text'],
  ],
  certifications: [
    ['profile_id', 'integer'],
    ['name', 'text'],
    ['regulatory_body', 'text'],
    ['certification_number', 'text'],
    ['issued_year', 'integer'],
    ['is_verified', 'boolean'],
  ],
  awards: [
    ['profile_id', 'integer'],
    ['title', 'text'],
    ['awarded_by', 'text'],
    ['year', 'integer'],
  ],
  publications: [
    ['profile_id', 'integer'],
    ['title', 'text'],
    ['journal', 'text'],
    ['year', 'integer'],
    ['url', 'text'],
  ],
  contacts: [
    ['profile_id', 'integer'],
    ['contact_type', 'text'],
    ['value', 'text'],
    ['is_primary', 'boolean'],
    ['is_public', 'boolean'],
    ['is_verified', 'boolean'],
  ],
  addresses: [
    ['profile_id', 'integer'],
    ['label', 'text'],
    ['address_line1', 'text'],
    ['area_sector', 'text'],
    ['nearby_landmark', 'text'],
    ['city', 'text'],
    ['state', 'text'],
    ['postal_code', 'text'],
    ['latitude', 'numeric'],
    ['longitude', 'numeric'],
    ['is_primary', 'boolean'],
    ['is_public', 'boolean'],
  ],
  kyp: [
    ['profile_id', 'integer'],
    ['key', 'text'],
    ['value', 'text'],
    ['sort_order', 'integer'],
  ],
  reviews: [
    ['profile_id', 'integer'],
    ['rating', 'smallint'],
    ['review', 'text'],
    ['by_name', 'text'],
    ['reviewed_at', 'timestamptz'],
  ],
  questions: [
    ['profile_id', 'integer'],
    ['question', 'text'],
    ['personnel_answer', 'text'],
    ['tags', 'text[]'],
    ['is_public', 'boolean'],
    ['answered_at', 'timestamptz'],
    ['created_at', 'timestamptz'],
  ],
  services: [
    ['profile_id', 'integer'],
    ['service_id', 'integer'],
    ['price', 'numeric'],
    ['cost_price', 'numeric'],
    ['discount', 'numeric'],
  ],
  timeAssignments: [
    ['profile_id', 'integer'],
    ['time_slot_id', 'integer'],
    ['slot_duration', 'integer'],
    ['time_format', 'text'],
    ['branch_id', 'integer'],
  ],
} as const satisfies Record<keyof GeneratedPersonnel, readonly Column[]>;

const personnelTables: Record<keyof GeneratedPersonnel, string> = {
  profiles: 'pgpersonnel.profile',
  specializations: 'pgpersonnel.personnel_specializations',
  education: 'pgpersonnel.education',
  workExperience: 'pgpersonnel.work_experience',
  certifications: 'pgpersonnel.certifications',
  awards: 'pgpersonnel.awards',
  publications: 'pgpersonnel.publications',
  contacts: 'pgpersonnel.contact_assignments',
  addresses: 'pgpersonnel.address_assignments',
  kyp: 'pgpersonnel.kyp',
  reviews: 'pgpersonnel.reviews',
  questions: 'pgpersonnel.ask_personnel',
  services: 'pgpersonnel.personnel_services',
  timeAssignments: 'pgpersonnel.appointment_time_assignments',
};

/**
 * Inserts generated personnel as the database owner (seeds, benchmarks), then moves the profile
 * id sequence past the explicit ids. Needs the catalog rows (offered services 1–25 and time slots
 * 1–7) that the explore seed inserts.
 */
export async function insertPersonnel(
  q: Queryable,
  data: GeneratedPersonnel,
  chunkSize = 5000,
): Promise<void> {
  await insertRows(
    q,
    personnelTables.profiles,
    personnelColumns.profiles,
    data.profiles as unknown as Row[],
    {
      overridingSystemValue: true,
      chunkSize,
    },
  );
  await q.query(
    "select setval(pg_get_serial_sequence('pgpersonnel.profile', 'id'), (select max(id) from pgpersonnel.profile))",
  );
  const rest: [keyof GeneratedPersonnel, readonly Column[]][] = [
    ['specializations', personnelColumns.specializations],
    ['education', personnelColumns.education],
    ['workExperience', personnelColumns.workExperience],
    ['certifications', personnelColumns.certifications],
    ['awards', personnelColumns.awards],
    ['publications', personnelColumns.publications],
    ['contacts', personnelColumns.contacts],
    ['addresses', personnelColumns.addresses],
    ['kyp', personnelColumns.kyp],
    ['reviews', personnelColumns.reviews],
    ['questions', personnelColumns.questions],
    ['services', personnelColumns.services],
    ['timeAssignments', personnelColumns.timeAssignments],
  ];
  for (const [key, columns] of rest) {
    const rows = data[key] as readonly Row[];
    if (rows.length > 0) await insertRows(q, personnelTables[key], columns, rows, { chunkSize });
  }
}
