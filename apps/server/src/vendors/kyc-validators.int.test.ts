import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aadhaarProblem,
  cinProblem,
  gstinPanProblem,
  gstinProblem,
  ifscProblem,
  panProblem,
  vehicleRegistrationProblem,
} from '@athcare/shared/kyc';
import {
  anyKycLike,
  substituted,
  validAadhaar,
  validCin,
  validGstin,
  validIfsc,
  validPan,
  validVehicleRegistration,
} from '@athcare/shared/kyc-arbitraries';
import { testEngines, useTestDatabase } from '../test/test-database.ts';

/** The database's check (migration 0220) and the shared TypeScript one, side by side. */
const checks: [string, (v: string) => string | null][] = [
  ['gstin_problem', gstinProblem],
  ['pan_problem', panProblem],
  ['cin_problem', cinProblem],
  ['ifsc_problem', ifscProblem],
  ['aadhaar_problem', aadhaarProblem],
  ['vehicle_registration_problem', vehicleRegistrationProblem],
];

describe.each(testEngines)('KYC checks: SQL and TypeScript agree on %s', (engine) => {
  const t = useTestDatabase(engine);

  /** Every check in SQL over a batch of values in one round trip. */
  const sqlAnswers = async (fn: string, values: string[]) => {
    const rows = await t.db.query<{ problem: string | null }>(
      `select pgvendor_private.${fn}(v) as problem from unnest($1::text[]) with ordinality as x(v, n) order by n`,
      [values],
    );
    return rows.map((r) => r.problem);
  };

  const inputs = fc.oneof(
    validGstin,
    substituted(validGstin),
    validPan,
    substituted(validPan),
    validCin,
    substituted(validCin),
    validIfsc,
    substituted(validIfsc),
    validAadhaar,
    substituted(validAadhaar, '0123456789'),
    validVehicleRegistration,
    substituted(validVehicleRegistration),
    anyKycLike,
  );

  it.each(checks)(
    '%s gives the same answer and message as the TypeScript check',
    async (fn, ts) => {
      const values = fc.sample(inputs, { numRuns: 600, seed: 16 });
      const sql = await sqlAnswers(fn, values);
      const disagreements = values.flatMap((v, i) =>
        sql[i] === ts(v) ? [] : [{ value: v, sql: sql[i], ts: ts(v) }],
      );
      expect(disagreements).toEqual([]);
      // The sample holds both valid and refused values for this check.
      expect(sql.some((p) => p === null)).toBe(true);
      expect(sql.some((p) => p !== null)).toBe(true);
    },
  );

  it('agrees on whether a GSTIN contains the PAN', async () => {
    const pairs = fc.sample(
      fc.oneof(
        validPan.chain((pan) => validGstin.map((g) => [g, pan] as const)),
        validGstin.map((g) => [g, g.slice(2, 12)] as const),
      ),
      { numRuns: 300, seed: 16 },
    );
    const rows = await t.db.query<{ problem: string | null }>(
      `select pgvendor_private.gstin_pan_problem(g, p) as problem
         from unnest($1::text[], $2::text[]) with ordinality as x(g, p, n) order by n`,
      [pairs.map((x) => x[0]), pairs.map((x) => x[1])],
    );
    expect(rows.map((r) => r.problem)).toEqual(pairs.map(([g, p]) => gstinPanProblem(g, p)));
  });

  it('turns a problem into a check violation that carries its message', async () => {
    await expect(
      t.db.query(`select pgvendor_private.kyc_ok(pgvendor_private.pan_problem('abc'))`),
    ).rejects.toMatchObject({ code: '23514', message: panProblem('abc') });
    const [ok] = await t.db.query<{ ok: boolean }>(
      `select pgvendor_private.kyc_ok(pgvendor_private.pan_problem('ABCDE1234F')) as ok`,
    );
    expect(ok?.ok).toBe(true);
  });
});
