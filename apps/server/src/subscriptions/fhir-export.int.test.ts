import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { asUser, createTestUser, type TestUser } from '../test/test-users.ts';

type Bundle = {
  resourceType: string;
  type: string;
  link: { relation: string; url: string }[];
  entry: { resource: { resourceType: string; id: string; [k: string]: unknown } }[];
};

type Validate = (resource: unknown) => unknown[];

/**
 * HL7's FHIR R4 JSON schema (fhir.schema.json) through the registry package that ships it with an
 * Ajv validator; an empty list is valid. (A CommonJS package without types: required, then typed.)
 */
function fhirValidator(): Validate {
  const require = createRequire(import.meta.url);
  const Validator = require('@asymmetrik/fhir-json-schema-validator') as new () => {
    validate: (resource: unknown, verbose: boolean) => unknown[];
  };
  const validator = new Validator();
  return (resource) => validator.validate(resource, true);
}

/** Compiling the whole R4 schema takes a while: once per file. */
let compiled: Validate | undefined;

describe.each(testEngines)('FHIR R4 export of a member’s history on %s', (engine) => {
  const t = useTestDatabase(engine);
  let holder: TestUser;
  let other: TestUser;
  let manager: TestUser;
  let minorCrn: string;
  let subId: string;
  let validate: Validate;

  const q = <T extends Record<string, unknown>>(
    u: TestUser | null,
    sql: string,
    params: unknown[] = [],
  ) => asUser(t.db, u, (tx: Queryable) => tx.query<T>(sql, params));
  const exportAs = async (u: TestUser | null, crn: string | null = null) =>
    (await q<{ b: Bundle }>(u, 'select pgathcare.export_fhir_history(crn => $1) as b', [crn]))[0]!
      .b;
  const page = async (u: TestUser, crn: string, n: number, size?: number) =>
    (
      await q<{ b: Bundle }>(
        u,
        'select pgathcare.export_fhir_history(crn => $1, page => $2, page_size => coalesce($3, 50)) as b',
        [crn, n, size ?? null],
      )
    )[0]!.b;
  const kinds = (b: Bundle) => b.entry.map((e) => e.resource.resourceType);

  beforeAll(async () => {
    validate = compiled ??= fhirValidator();
    holder = await createTestUser(t.db);
    other = await createTestUser(t.db);
    manager = await createTestUser(t.db, { appRoles: ['personnel'] });
    await t.db.query(
      `update pgusers.profile set first_name = 'Asha', last_name = 'Rao', gender = 'Female',
         date_of_birth = '1986-04-02' where id = $1`,
      [holder.id],
    );
    const [profile] = await t.db.query<{ id: number }>(
      `insert into pgpersonnel.profile (user_id, personnel_type_id, name) values ($1, 1, 'Dr Meera Iyer') returning id`,
      [manager.id],
    );
    const [sub] = await t.db.query<{ id: string }>(
      `insert into pgsubs.user_subscription (user_id, subscription_id, case_manager_id)
       select $1, id, $2 from pgsubs.subscriptions where key = 'complete-health-foresight' returning id`,
      [holder.id, profile!.id],
    );
    const [minor] = await q<{ crn: string }>(
      holder,
      `select crn from pgsubs.add_subscription_member(user_subscription_id => $1, subscriber_type => 'minor',
         relation => 'child', first_name => 'Ria', last_name => 'Rao', date_of_birth => (current_date - 3000))`,
      [sub!.id],
    );
    minorCrn = minor!.crn;
    subId = sub!.id;
    const [primary] = await t.db.query<{ crn: string }>(
      `select crn from pgsubs.subscription_members where user_subscription_id = $1 and subscriber_type = 'primary'`,
      [sub!.id],
    );
    const openCase = async (crn: string, what: string) =>
      (
        await q<{ id: string }>(
          manager,
          `insert into pgathcare."case" (user_subscription_id, subscriber_crn, treatment_for) values ($1, $2, $3) returning id`,
          [sub!.id, crn, what],
        )
      )[0]!.id;
    const own = await openCase(primary!.crn, 'Type 2 diabetes');
    await openCase(minorCrn, 'Asthma');
    await q(
      manager,
      `insert into pgathcare.case_summaries (case_id, title, brief) values ($1, 'Started metformin', 'Review HbA1c in 3 months')`,
      [own],
    );
    const [service] = await q<{ id: number }>(
      manager,
      `insert into pgathcare.service_details (case_id, service_id)
       select $1, l.id from pgsubs.subscription_services l where l.name = 'Doctor consultations' returning id`,
      [own],
    );
    const [booking] = await q<{ id: number }>(
      manager,
      `insert into pgathcare.service_booking_details (service_detail_id, scheduled_at) values ($1, now()) returning id`,
      [service!.id],
    );
    await q(
      manager,
      'update pgathcare.service_booking_details set is_completed = true where id = $1',
      [booking!.id],
    );
    const [consult] = await q<{ id: number }>(
      manager,
      `insert into pgathcare.consultation_details (service_booking_detail_id, service_location, prescription)
       values ($1, 'Online', 'Metformin 500 mg') returning id`,
      [booking!.id],
    );
    await q(
      manager,
      `insert into pgathcare.medicine_items (consultation_detail_id, medicine, dosage, frequency, duration)
       values ($1, 'Metformin', 1, '{morning,night}', '3 months')`,
      [consult!.id],
    );
    await q(
      holder,
      `insert into pgathcare.allergies (allergy_id, severity)
       select id, 'Sentinel' from pgathcare.list_allergies where name = 'Penicillin'`,
    );
  }, 180_000);

  it('the member’s own history is a valid R4 Bundle of Patient, Condition, Encounter, MedicationRequest and AllergyIntolerance', async () => {
    const bundle = await exportAs(holder);
    expect(validate(bundle).slice(0, 5)).toEqual([]);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(kinds(bundle)).toEqual([
      'Patient',
      'Condition',
      'Encounter',
      'MedicationRequest',
      'AllergyIntolerance',
    ]);
    const [patient, condition, encounter] = bundle.entry.map((e) => e.resource);
    expect(patient).toMatchObject({ gender: 'female', birthDate: '1986-04-02' });
    expect(condition).toMatchObject({ code: { text: 'Type 2 diabetes' } });
    expect(JSON.stringify(condition)).toContain('Started metformin');
    expect(encounter).toMatchObject({ status: 'finished', class: { code: 'VR' } });
    // A bundle the schema refuses is refused: the validator is not a rubber stamp.
    const broken = structuredClone(bundle);
    (broken.entry[2]!.resource as Record<string, unknown>).status = 'done-ish';
    expect(validate(broken).length).toBeGreaterThan(0);
  });

  it('the holder exports their minor’s history; nobody else can', async () => {
    const bundle = await exportAs(holder, minorCrn);
    expect(validate(bundle).slice(0, 5)).toEqual([]);
    expect(kinds(bundle)).toEqual(['Patient', 'Condition']);
    expect(bundle.entry[1]!.resource).toMatchObject({ code: { text: 'Asthma' } });
    await expect(exportAs(other, minorCrn)).rejects.toThrow('No such member.');
    await expect(exportAs(null)).rejects.toThrow(/permission denied/);
    // Another member's own export holds nothing of the holder's.
    expect(kinds(await exportAs(other))).toEqual(['Patient']);
  });

  it('appointments joined to a case are Encounters, their prescriptions MedicationRequests, for the case’s people only', async () => {
    // The holder books the case manager (as their doctor) under the plan: the booking joins their
    // open case (0272); the doctor writes a prescription with two medicines; a second appointment
    // has a prescription that names none.
    const book = async (days: number) =>
      (
        await t.db.query<{ id: number }>(
          `insert into pgathcare.bookings (user_id, personnel_id, starts_at, ends_at, status)
           select $1, p.id, now() + make_interval(days => $2), now() + make_interval(days => $2, mins => 30), 'booked'
             from pgpersonnel.profile p where p.user_id = $3 returning id`,
          [holder.id, days, manager.id],
        )
      )[0]!.id;
    const first = await book(10);
    const second = await book(15);
    const intake = [
      {
        medicine_id: 1,
        medicines: 'Metformin',
        medicines_frequency: ['Morning', 'Night'],
        medicine_duration: '3 months',
        medicines_dosage: 1,
      },
      {
        medicine_id: 2,
        medicines: 'Atorvastatin',
        medicines_frequency: ['Night'],
        medicine_duration: '1 month',
        medicines_dosage: 2,
      },
    ];
    const prescribe = (booking: number, text: string, items: unknown[]) =>
      t.db.query(
        `insert into pgathcare.prescriptions (booking_id, personnel_id, user_id, prescriber_name,
           prescriber_registration_number, prescription, medicine_intake)
         select b.id, b.personnel_id, b.user_id, 'Dr Meera Iyer', 'MCI-1', $2, $3::jsonb
           from pgathcare.bookings b where b.id = $1`,
        [booking, text, JSON.stringify(items)],
      );
    await t.db.query(
      `insert into pgpersonnel.certifications (profile_id, name, certification_number)
       select id, 'MBBS', 'MCI-1' from pgpersonnel.profile where user_id = $1`,
      [manager.id],
    );
    await prescribe(first, 'Metformin and a statin', intake);
    await prescribe(second, 'Walk 30 minutes a day', []);

    const bundle = await exportAs(holder);
    expect(validate(bundle).slice(0, 5)).toEqual([]);
    const byId = new Map(
      bundle.entry.map((e) => [`${e.resource.resourceType}/${e.resource.id}`, e.resource]),
    );
    expect(byId.get(`Encounter/appointment-${first}`)).toMatchObject({
      status: 'planned',
      class: { code: 'AMB' },
      participant: [{ individual: { display: 'Dr Meera Iyer' } }],
    });
    expect(byId.get(`MedicationRequest/appointment-${first}-medicine-1`)).toMatchObject({
      medicationCodeableConcept: { text: 'Metformin' },
      encounter: { reference: `Encounter/appointment-${first}` },
      requester: { display: 'Dr Meera Iyer' },
      dosageInstruction: [{ text: '1 unit(s) · Morning, Night · 3 months' }],
      note: [{ text: 'Metformin and a statin' }],
    });
    expect(byId.get(`MedicationRequest/appointment-${first}-medicine-2`)).toMatchObject({
      medicationCodeableConcept: { text: 'Atorvastatin' },
    });
    expect(byId.get(`MedicationRequest/appointment-${second}-prescription`)).toMatchObject({
      medicationCodeableConcept: { text: 'Walk 30 minutes a day' },
      encounter: { reference: `Encounter/appointment-${second}` },
    });
    // The appointment's Encounter points at the case it joined.
    const condition = bundle.entry.find((e) => e.resource.resourceType === 'Condition')!.resource;
    expect(byId.get(`Encounter/appointment-${first}`)).toMatchObject({
      reasonReference: [{ reference: `Condition/${condition.id}` }],
    });
    expect(kinds(bundle)).toEqual([
      'Patient',
      'Condition',
      'Encounter',
      'Encounter',
      'Encounter',
      'MedicationRequest',
      'MedicationRequest',
      'MedicationRequest',
      'MedicationRequest',
      'AllergyIntolerance',
    ]);
    // Nobody else's export or the minor's holds them; the appointment reader answers nobody else.
    expect(kinds(await exportAs(other))).toEqual(['Patient']);
    expect(kinds(await exportAs(holder, minorCrn))).toEqual(['Patient', 'Condition']);
    for (const u of [other, null]) {
      const rows = await q(
        u,
        'select count(*)::int as n from pgathcare_private.fhir_case_appointments(array[$1::uuid])',
        [condition.id],
      ).catch((error: Error) => error);
      if (rows instanceof Error) expect(rows.message).toMatch(/permission denied/);
      else expect(rows).toEqual([{ n: 0 }]);
    }
  });

  it('is bounded: at most 50 cases a bundle, the next page linked; too many records refused with a hint', async () => {
    // 55 more cases for the minor (56 with Asthma): two pages of 50 and 6.
    await t.db.query(
      `insert into pgathcare."case" (user_subscription_id, subscriber_crn, treatment_for, created_at)
       select $1, $2, 'Check-up ' || i, now() + make_interval(secs => i) from generate_series(1, 55) i`,
      [subId, minorCrn],
    );
    const first = await page(holder, minorCrn, 1);
    expect(validate(first).slice(0, 5)).toEqual([]);
    expect(kinds(first).filter((k) => k === 'Condition')).toHaveLength(50);
    expect(first.link).toEqual([
      { relation: 'self', url: 'urn:athcare:fhir-export?page=1&page_size=50' },
      { relation: 'next', url: 'urn:athcare:fhir-export?page=2&page_size=50' },
    ]);
    const second = await page(holder, minorCrn, 2);
    expect(kinds(second)).toEqual(['Patient', ...Array<string>(6).fill('Condition')]);
    expect(second.link.map((l) => l.relation)).toEqual(['self']);
    // The pages do not overlap and hold every case once.
    const ids = [...first.entry, ...second.entry]
      .filter((e) => e.resource.resourceType === 'Condition')
      .map((e) => e.resource.id);
    expect(new Set(ids).size).toBe(56);
    await expect(page(holder, minorCrn, 3)).rejects.toThrow('No such page of the history.');
    await expect(page(holder, minorCrn, 1, 51)).rejects.toThrow(/page_size is 1 to 50/);
    // Paging shows nothing more to anyone else.
    await expect(page(other, minorCrn, 2)).rejects.toThrow('No such member.');

    // One case with 1,000 medicines is more than a bundle holds: refused before it is built.
    const [big] = await t.db.query<{ id: string }>(
      `insert into pgathcare."case" (user_subscription_id, subscriber_crn, treatment_for, created_at)
       values ($1, $2, 'Long treatment', now() + interval '1 day') returning id`,
      [subId, minorCrn],
    );
    const [service] = await t.db.query<{ id: number }>(
      `insert into pgathcare.service_details (case_id, service_id)
       select $1, l.id from pgsubs.subscription_services l where l.name = 'Home nursing' returning id`,
      [big!.id],
    );
    const [booking] = await t.db.query<{ id: number }>(
      `insert into pgathcare.service_booking_details (service_detail_id, scheduled_at) values ($1, now()) returning id`,
      [service!.id],
    );
    const [consult] = await t.db.query<{ id: number }>(
      `insert into pgathcare.consultation_details (service_booking_detail_id, service_location)
       values ($1, 'Home') returning id`,
      [booking!.id],
    );
    await t.db.query(
      `insert into pgathcare.medicine_items (consultation_detail_id, medicine)
       select $1, 'Medicine ' || i from generate_series(1, 1000) i`,
      [consult!.id],
    );
    await expect(page(holder, minorCrn, 2)).rejects.toThrow(
      /holds 1009 records, more than the 1000 one export holds/,
    );
    // An appointment on that case and its prescription's two medicines count too (3 more).
    const [appointment] = await t.db.query<{ id: number }>(
      `insert into pgathcare.bookings (user_id, personnel_id, starts_at, ends_at, status)
       select $1, p.id, now() + interval '30 days', now() + interval '30 days 30 minutes', 'booked'
         from pgpersonnel.profile p where p.user_id = $2 returning id`,
      [holder.id, manager.id],
    );
    await t.db.query('update pgathcare.case_appointments set case_id = $1 where booking_id = $2', [
      big!.id,
      appointment!.id,
    ]);
    await t.db.query(
      `insert into pgathcare.prescriptions (booking_id, personnel_id, user_id, prescriber_name,
         prescriber_registration_number, prescription, medicine_intake)
       select b.id, b.personnel_id, b.user_id, 'Dr Meera Iyer', 'MCI-1', 'Two medicines', $2::jsonb
         from pgathcare.bookings b where b.id = $1`,
      [
        appointment!.id,
        JSON.stringify(
          ['Paracetamol', 'Cetirizine'].map((medicines, i) => ({
            medicine_id: i + 1,
            medicines,
            medicines_frequency: ['Night'],
            medicine_duration: '5 days',
            medicines_dosage: 1,
          })),
        ),
      ],
    );
    await expect(page(holder, minorCrn, 2)).rejects.toThrow(
      /holds 1012 records, more than the 1000 one export holds/,
    );
    // The pages before it still export.
    expect(kinds(await page(holder, minorCrn, 1))).toHaveLength(51);
  });
});
