import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccountIds } from '../../db/seed/10_accounts.ts';
import { runSeeds } from '../../db/seed/run-seeds.ts';
import { createTestSession, createTestUser } from './test-users.ts';
import { defaultSchemas } from '../config/config.ts';
import type { Database, RequestContext } from '../db/database.ts';
import { SchemaCache } from '../schema-cache/schema-cache.ts';
import { accessMatrix } from './authorization-matrix.ts';
import { testEngines, useTestDatabase } from './test-database.ts';

const personas = [
  'anon',
  'memberB',
  'family',
  'personnel',
  'vendor',
  'paramedic',
  'admin',
] as const;
type Persona = (typeof personas)[number];

/** Thrown to roll a persona's probe back. */
class Rollback extends Error {}

describe.each(testEngines)('authorization matrix on %s', (engine) => {
  const t = useTestDatabase(engine);
  let db: Database;
  let cache: SchemaCache;
  const contexts = new Map<Persona, RequestContext>();

  beforeAll(async () => {
    db = t.db;
    await runSeeds(db);
    cache = await SchemaCache.load(db, defaultSchemas);
    // Rows of member A in the owned tables the seeds leave empty, so the write probes meet them.
    const a = demoAccountIds.member;
    await db.query(
      `insert into pgusers.contacts (user_id, contact_type, value) values ($1, 'phone', '+91 98450 12345')`,
      [a],
    );
    await db.query(
      `insert into pgusers.addresses (user_id, address_line1, city, postal_code)
       values ($1, '12 MG Road', 'Bengaluru', '560001')`,
      [a],
    );
    await db.query(`insert into pgusers.notifications (user_id, title) values ($1, 'Hello')`, [a]);
    await db.query(`insert into pgmedlock.groups (owner_id, name) values ($1, 'Family')`, [a]);
    // A reading over 140/90, so member A stands flagged (pgathcare.health_flags).
    await db.query(
      `insert into pgathcare.vitals (user_id, systolic_mmhg, diastolic_mmhg) values ($1, 150, 95)`,
      [a],
    );
    const ids: Record<Exclude<Persona, 'anon'>, [string, string[]]> = {
      memberB: [(await createTestUser(db)).id, []],
      family: [(await createTestUser(db)).id, []],
      personnel: [demoAccountIds.doctor, ['personnel']],
      vendor: [demoAccountIds.vendor, ['vendor']],
      paramedic: [demoAccountIds.paramedic, ['paramedic']],
      admin: [demoAccountIds.admin, ['admin']],
    };
    contexts.set('anon', {
      role: 'anon',
      claims: '{"role":"anon"}',
      readOnly: false,
      statementTimeoutMs: 10_000,
    });
    for (const [name, [id, appRoles]] of Object.entries(ids)) {
      const sid = await createTestSession(db, id);
      contexts.set(name as Persona, {
        role: 'authenticated',
        claims: JSON.stringify({ sub: id, role: 'authenticated', app_roles: appRoles, sid }),
        readOnly: false,
        statementTimeoutMs: 10_000,
      });
    }
  }, 120_000);

  /** Every exposed table, view and function, from the schema cache. */
  const exposed = () => [
    ...[...cache.snapshot.tables.values()].map((r) => `${r.schema}.${r.name}`),
    ...[
      ...new Set(
        [...cache.snapshot.routines.values()].flat().map((r) => `${r.schema}.${r.name}()`),
      ),
    ],
  ];

  it('declares every exposed table, view and function, and nothing else', () => {
    const names = exposed().sort();
    const missing = names.filter((n) => !(n in accessMatrix));
    const stale = Object.keys(accessMatrix).filter((n) => !names.includes(n));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('grants each role exactly the declared operations', async () => {
    const found: Record<string, { anon: string; member: string }> = {};
    const rels = await db.query<{ name: string; a: string; m: string }>(
      `select n.nspname || '.' || c.relname as name,
         concat_ws('',
           case when has_any_column_privilege('anon', c.oid, 'SELECT') then 's' end,
           case when has_any_column_privilege('anon', c.oid, 'INSERT') then 'i' end,
           case when has_any_column_privilege('anon', c.oid, 'UPDATE') then 'u' end,
           case when has_table_privilege('anon', c.oid, 'DELETE') then 'd' end) as a,
         concat_ws('',
           case when has_any_column_privilege('authenticated', c.oid, 'SELECT') then 's' end,
           case when has_any_column_privilege('authenticated', c.oid, 'INSERT') then 'i' end,
           case when has_any_column_privilege('authenticated', c.oid, 'UPDATE') then 'u' end,
           case when has_table_privilege('authenticated', c.oid, 'DELETE') then 'd' end) as m
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
      [defaultSchemas],
    );
    for (const r of rels) found[r.name] = { anon: r.a, member: r.m };
    const fns = await db.query<{ name: string; a: boolean; m: boolean }>(
      `select n.nspname || '.' || p.proname || '()' as name,
         bool_or(has_function_privilege('anon', p.oid, 'EXECUTE')) as a,
         bool_or(has_function_privilege('authenticated', p.oid, 'EXECUTE')) as m
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = any($1) and p.prokind = 'f' group by 1`,
      [defaultSchemas],
    );
    for (const f of fns) found[f.name] = { anon: f.a ? 'x' : '', member: f.m ? 'x' : '' };
    const differences = exposed()
      .filter((name) => accessMatrix[name])
      .flatMap((name) => {
        const want = accessMatrix[name]!;
        const got = found[name] ?? { anon: '', member: '' };
        return want.anon === got.anon && want.member === got.member
          ? []
          : [{ name, declared: { anon: want.anon, member: want.member }, granted: got }];
      });
    expect(differences).toEqual([]);
  });

  it('shows member A’s rows to nobody but the declared personas', async () => {
    const seen: { table: string; persona: Persona; rows: number }[] = [];
    for (const [name, decl] of Object.entries(accessMatrix)) {
      if (!decl.owner) continue;
      const [schema, table] = name.split('.') as [string, string];
      const rel = cache.table(schema, table);
      if (!rel?.columns.has(decl.owner)) throw new Error(`${name} has no column ${decl.owner}`);
      const allowed = decl.seenBy === 'everyone' ? personas : (decl.seenBy ?? '').split(/\s+/);
      for (const persona of personas) {
        if (allowed.includes(persona)) continue;
        const rows = await db
          .asRequest(contexts.get(persona)!, async (q) => {
            const [r] = await q.query<{ n: number }>(
              `select count(*)::int as n from "${schema}"."${table}" where "${decl.owner}" = $1`,
              [demoAccountIds.member],
            );
            throw new Rollback(String(r?.n ?? 0));
          })
          .catch((error: unknown) => {
            if (error instanceof Rollback) return Number(error.message);
            return 0; // refused outright (no privilege): sees nothing
          });
        if (rows > 0) seen.push({ table: name, persona, rows });
      }
    }
    expect(seen).toEqual([]);
  });

  /** Rows a write as this persona changed (0 when refused), always rolled back. */
  const rowsWritten = (persona: Persona, sql: string, params: unknown[]) =>
    db
      .asRequest(contexts.get(persona)!, async (q) => {
        const [r] = await q.query<{ n: number }>(sql, params);
        throw new Rollback(String(r?.n ?? 0));
      })
      .catch((error: unknown) => (error instanceof Rollback ? Number(error.message) : 0));

  it('lets nobody but the declared personas update, delete or take over member A’s rows', async () => {
    const written: { table: string; persona: Persona; op: string; rows: number }[] = [];
    const covered: string[] = [];
    const uncovered: string[] = [];
    for (const [name, decl] of Object.entries(accessMatrix)) {
      if (!decl.owner) continue;
      const [schema, table] = name.split('.') as [string, string];
      const rel = `"${schema}"."${table}"`;
      const owner = `"${decl.owner}"`;
      // Only tables and updatable views take writes; the probe runs whatever the grants say, so
      // a missing privilege is a refusal like any other.
      const [mine] = await db.query<{ n: number }>(
        `select count(*)::int as n from ${rel} where ${owner} = $1`,
        [demoAccountIds.member],
      );
      if ((mine?.n ?? 0) > 0) covered.push(name);
      else uncovered.push(name);
      const allowed = (decl.writtenBy ?? '').split(/\s+/);
      // A column signed-in callers may update (so the probe reaches the row policies).
      const [updatable] = await db.query<{ name: string }>(
        `select a.attname as name from pg_attribute a
          where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
            and a.attname <> $2 and a.attgenerated = ''
            and has_column_privilege('authenticated', a.attrelid, a.attnum, 'UPDATE')
          order by a.attnum limit 1`,
        [rel, decl.owner],
      );
      const anyColumn = updatable?.name;
      const probes: [string, string, unknown[]][] = [
        [
          'update',
          `with w as (update ${rel} set ${owner} = ${owner} where ${owner} = $1 returning 1)
           select count(*)::int as n from w`,
          [demoAccountIds.member],
        ],
        [
          'delete',
          `with w as (delete from ${rel} where ${owner} = $1 returning 1)
           select count(*)::int as n from w`,
          [demoAccountIds.member],
        ],
      ];
      if (anyColumn) {
        probes.push([
          'update other column',
          `with w as (update ${rel} set "${anyColumn}" = "${anyColumn}" where ${owner} = $1 returning 1)
           select count(*)::int as n from w`,
          [demoAccountIds.member],
        ]);
      }
      for (const persona of personas) {
        if (allowed.includes(persona)) continue;
        for (const [op, sql, params] of probes) {
          const rows = await rowsWritten(persona, sql, params);
          if (rows > 0) written.push({ table: name, persona, op, rows });
        }
        // Taking over: moving one's own rows onto member A (or, for anon, any row).
        if (persona !== 'anon') {
          const claims = JSON.parse(contexts.get(persona)!.claims) as { sub: string };
          const rows = await rowsWritten(
            persona,
            `with w as (update ${rel} set ${owner} = $1 where ${owner} = $2 returning 1)
             select count(*)::int as n from w`,
            [demoAccountIds.member, claims.sub],
          );
          if (rows > 0) written.push({ table: name, persona, op: 'take over', rows });
        }
      }
    }
    expect(written).toEqual([]);
    // The probes mean something only where member A has rows: most owned tables must.
    expect(
      covered.length,
      `member A has no rows in ${uncovered.join(', ')}`,
    ).toBeGreaterThanOrEqual(10);
  });
});
