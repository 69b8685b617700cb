/**
 * Explore demo data (issue #5): 520 personnel in 25 specializations and 22 cities, 40 hospitals
 * with rooms and amenities, 80 lab tests, 30 treatments and 20 blogs. All people are fictional.
 *
 * Deterministic: the generator uses its own fixed seed (not the per-file one of run-seeds.ts) so
 * the data does not change when other seed files are added, and no value depends on the clock.
 * Idempotent: everything is inserted in one transaction, skipped when the marker row exists.
 * Catalog rows (types, departments, specializations, amenities) come from the migrations.
 */
import type { Queryable } from '../../src/db/database.ts';
import { demoAccountIds } from './10_accounts.ts';
import { mulberry32, type SeedContext } from './run-seeds.ts';
import { blogs } from './explore/blogs.ts';
import {
  generatePersonnel,
  insertPersonnel,
  insertRows,
  intBetween,
  pick,
  type Random,
} from './explore/generate.ts';
import { labTests } from './explore/lab-tests.ts';
import {
  cities,
  hospitalNamePrefixes,
  offeredServicesCatalog,
  timeSlotCatalog,
} from './explore/reference.ts';
import { treatments, treatmentSpecializations } from './explore/treatments.ts';

export const EXPLORE_SEED = 0x5eed2005;
export const EXPLORE_PERSONNEL_COUNT = 520;
export const EXPLORE_HOSPITAL_COUNT = 40;
/** The accounts seed's demo doctor; the first published demo doctor profile is linked to it. */
export const DEMO_DOCTOR_USER_ID: string = demoAccountIds.doctor;

const roomTypes: [string, number, number, number, number][] = [
  // [room type, min capacity, max capacity, min price, max price] — price per day in ₹.
  ['General Ward', 20, 60, 800, 2000],
  ['Semi-Private Room', 8, 24, 2500, 4500],
  ['Private Room', 6, 30, 4000, 8000],
  ['Deluxe Room', 2, 10, 8000, 15000],
  ['ICU', 6, 24, 12000, 25000],
  ['NICU', 4, 12, 10000, 20000],
];
const hospitalTypes = [
  'Multispeciality',
  'Superspeciality',
  'General',
  'Maternity and Child Care',
  'Eye Care',
];
const accreditations = ['NABH', 'NABL', 'JCI'];

function generateHospitals(random: Random): {
  hospitals: Record<string, unknown>[];
  rooms: Record<string, unknown>[];
  amenities: Record<string, unknown>[];
} {
  const hospitals: Record<string, unknown>[] = [];
  const rooms: Record<string, unknown>[] = [];
  const amenities: Record<string, unknown>[] = [];
  const usedSlugs = new Set<string>();
  for (let i = 0; i < EXPLORE_HOSPITAL_COUNT; i++) {
    const id = i + 1;
    const city = cities[i % cities.length] ?? cities[0];
    if (!city) throw new Error('no cities');
    const type = pick(random, hospitalTypes);
    const suffix =
      type === 'Eye Care'
        ? 'Eye Hospital'
        : type === 'Maternity and Child Care'
          ? 'Mother and Child Hospital'
          : `${type} Hospital`;
    let name = `${pick(random, hospitalNamePrefixes)} ${suffix}`;
    let slug = `${name} ${city.name}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    if (usedSlugs.has(slug)) {
      name = `${name}, ${pick(random, city.localities)}`;
      slug = `${slug}-${id}`;
    }
    usedSlugs.add(slug);
    const beds = type === 'Eye Care' ? intBetween(random, 20, 60) : intBetween(random, 50, 600);
    const pin = `${city.pinPrefix}${String(intBetween(random, 1, 99)).padStart(3, '0')}`;
    const locality = pick(random, city.localities);
    const est = intBetween(random, 1965, 2018);
    hospitals.push({
      id,
      slug,
      name,
      description: `${name} is a ${beds}-bed ${type.toLowerCase()} hospital in ${locality}, ${city.name}, serving patients since ${est}. It offers round-the-clock care with experienced specialists, modern diagnostics and cashless treatment with major insurers.`,
      hospital_type: type,
      address_line1: `${intBetween(random, 1, 300)}, ${pick(random, ['Main Road', 'Ring Road', 'Hospital Road', 'Station Road', 'Link Road'])}`,
      area_sector: locality,
      city: city.name,
      state: city.state,
      postal_code: pin,
      latitude: Number((city.lat + (random() - 0.5) * 0.1).toFixed(6)),
      longitude: Number((city.lng + (random() - 0.5) * 0.1).toFixed(6)),
      phone: `+91 ${pick(random, ['22', '80', '40', '44', '33', '20'])} ${String(intBetween(random, 2000, 6999))} ${String(intBetween(random, 1000, 9999))}`,
      email: `care@${slug}.athcare.example`,
      beds,
      established_year: est,
      emergency_24x7: type !== 'Eye Care',
      accreditations: accreditations.filter(() => random() < 0.45),
      is_published: i < EXPLORE_HOSPITAL_COUNT - 2,
    });
    for (const [roomType, minCap, maxCap, minPrice, maxPrice] of roomTypes) {
      if (roomType === 'NICU' && type !== 'Maternity and Child Care' && random() < 0.6) continue;
      if ((roomType === 'ICU' || roomType === 'NICU') && type === 'Eye Care') continue;
      const capacity = Math.max(1, Math.min(intBetween(random, minCap, maxCap), beds));
      rooms.push({
        hospital_id: id,
        room_type: roomType,
        capacity,
        available_rooms: intBetween(random, 0, capacity),
        base_price: Math.round(intBetween(random, minPrice, maxPrice) / 100) * 100,
      });
    }
    for (let a = 1; a <= 18; a++) {
      const always = a === 3 || a === 4 || a === 9 || (a === 1 && type !== 'Eye Care');
      if (always || random() < 0.5) amenities.push({ hospital_id: id, amenity_id: a });
    }
  }
  return { hospitals, rooms, amenities };
}

/**
 * Links the accounts seed's demo doctor (10_accounts runs first) to the first published demo
 * doctor profile of the same gender, once: the profile takes the user's name (in the bio too) so
 * that the personnel dashboard and explore agree. A no-op when the user is missing or linked.
 */
async function linkDemoDoctor(q: Queryable): Promise<void> {
  await q.query(
    `with u as (
       select au.id, coalesce(up.first_name || ' ' || up.last_name, au.username) as full_name, up.gender
         from auth.users au
         left join pgusers.profile up on up.id = au.id
        where au.id = $1::uuid
          and not exists (select 1 from pgpersonnel.profile o where o.user_id = au.id)
     ), target as (
       select min(d.id) as id
         from pgpersonnel.profile d, u
        where d.personnel_type_id = 1 and d.is_published and d.user_id is null
          and d.metadata->>'source' = 'demo-seed'
          and (u.gender is null or d.gender = u.gender)
     )
     update pgpersonnel.profile p
        set user_id = u.id, name = u.full_name, bio = replace(p.bio, p.name, u.full_name)
       from u, target
      where p.id = target.id`,
    [DEMO_DOCTOR_USER_ID],
  );
}

export async function seed({ db }: SeedContext): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7261020)');
    const [marker] = await tx.query<{ seeded: boolean }>(
      "select exists (select 1 from pgpersonnel.profile where metadata->>'source' = 'demo-seed') as seeded",
    );
    if (!marker?.seeded) {
      const random = mulberry32(EXPLORE_SEED);

      await insertRows(
        tx,
        'pgpersonnel.offered_services',
        [
          ['id', 'integer'],
          ['type', 'text'],
          ['name', 'text'],
          ['department_id', 'integer'],
          ['detail', 'text'],
          ['price_general', 'numeric'],
          ['price_general_unit', 'text'],
          ['approved_at', 'timestamptz'],
        ],
        offeredServicesCatalog.map((s, i) => ({
          id: i + 1,
          type: s.type,
          name: s.name,
          department_id: s.departmentId,
          detail: s.detail,
          price_general: s.price,
          price_general_unit: s.unit,
          approved_at: '2025-06-01T00:00:00Z',
        })),
        { overridingSystemValue: true },
      );
      await insertRows(
        tx,
        'pgpersonnel.time_slots',
        [
          ['id', 'integer'],
          ['from_time_twentyfour', 'time'],
          ['to_time_twentyfour', 'time'],
          ['timezone', 'text'],
        ],
        timeSlotCatalog.map(([from, to], i) => ({
          id: i + 1,
          from_time_twentyfour: from,
          to_time_twentyfour: to,
          timezone: 'Asia/Kolkata',
        })),
        { overridingSystemValue: true },
      );
      await insertPersonnel(tx, generatePersonnel({ count: EXPLORE_PERSONNEL_COUNT, random }));

      const { hospitals, rooms, amenities } = generateHospitals(random);
      await insertRows(
        tx,
        'pgvendor.hospitals',
        [
          ['id', 'integer'],
          ['slug', 'text'],
          ['name', 'text'],
          ['description', 'text'],
          ['hospital_type', 'text'],
          ['address_line1', 'text'],
          ['area_sector', 'text'],
          ['city', 'text'],
          ['state', 'text'],
          ['postal_code', 'text'],
          ['latitude', 'numeric'],
          ['longitude', 'numeric'],
          ['phone', 'text'],
          ['email', 'text'],
          ['beds', 'integer'],
          ['established_year', 'integer'],
          ['emergency_24x7', 'boolean'],
          ['accreditations', 'text[]'],
          ['is_published', 'boolean'],
        ],
        hospitals,
        { overridingSystemValue: true },
      );
      await insertRows(
        tx,
        'pgvendor.hospital_rooms',
        [
          ['hospital_id', 'integer'],
          ['room_type', 'text'],
          ['capacity', 'integer'],
          ['available_rooms', 'integer'],
          ['base_price', 'numeric'],
        ],
        rooms,
      );
      await insertRows(
        tx,
        'pgvendor.hospital_amenities',
        [
          ['hospital_id', 'integer'],
          ['amenity_id', 'integer'],
        ],
        amenities,
      );

      await insertRows(
        tx,
        'pgcontent.lab_tests',
        [
          ['id', 'integer'],
          ['slug', 'text'],
          ['name', 'text'],
          ['category', 'text'],
          ['price', 'numeric'],
          ['mrp', 'numeric'],
          ['sample_type', 'text'],
          ['preparation', 'text'],
          ['report_time_hours', 'integer'],
          ['parameters', 'text[]'],
          ['description', 'text'],
          ['home_collection', 'boolean'],
          ['is_published', 'boolean'],
        ],
        labTests as unknown as Record<string, unknown>[],
        { overridingSystemValue: true },
      );
      await insertRows(
        tx,
        'pgcontent.treatments',
        [
          ['id', 'integer'],
          ['slug', 'text'],
          ['name', 'text'],
          ['summary', 'text'],
          ['body', 'text'],
          ['department_id', 'integer'],
          ['price_from', 'numeric'],
          ['price_to', 'numeric'],
          ['is_published', 'boolean'],
        ],
        treatments as unknown as Record<string, unknown>[],
        { overridingSystemValue: true },
      );
      await insertRows(
        tx,
        'pgcontent.treatment_specializations',
        [
          ['treatment_id', 'integer'],
          ['specialization_id', 'integer'],
        ],
        treatmentSpecializations,
      );
      await insertRows(
        tx,
        'pgcontent.blogs',
        [
          ['id', 'integer'],
          ['slug', 'text'],
          ['title', 'text'],
          ['author', 'text'],
          ['summary', 'text'],
          ['body', 'text'],
          ['tags', 'text[]'],
          ['cover_image', 'text'],
          ['reading_minutes', 'integer'],
          ['published_at', 'timestamptz'],
        ],
        blogs as unknown as Record<string, unknown>[],
        { overridingSystemValue: true },
      );
      await tx.execScript(`
        select setval(pg_get_serial_sequence('pgpersonnel.offered_services', 'id'), (select max(id) from pgpersonnel.offered_services));
        select setval(pg_get_serial_sequence('pgpersonnel.time_slots', 'id'), (select max(id) from pgpersonnel.time_slots));
        select setval(pg_get_serial_sequence('pgvendor.hospitals', 'id'), (select max(id) from pgvendor.hospitals));
        select setval(pg_get_serial_sequence('pgcontent.lab_tests', 'id'), (select max(id) from pgcontent.lab_tests));
        select setval(pg_get_serial_sequence('pgcontent.treatments', 'id'), (select max(id) from pgcontent.treatments));
        select setval(pg_get_serial_sequence('pgcontent.blogs', 'id'), (select max(id) from pgcontent.blogs));
      `);
    }
    await linkDemoDoctor(tx);
  });
}
