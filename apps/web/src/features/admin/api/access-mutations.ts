import {
  type Department,
  type DepartmentInput,
  departmentInputSchema,
  departmentSchema,
  type Grade,
  type GradeInput,
  gradeInputSchema,
  gradeSchema,
  type Role,
  type RoleInput,
  roleInputSchema,
  roleSchema,
} from '@athcare/shared/access.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/*
 * Writes to the access catalogue (§7: POST /roles, PATCH and DELETE /roles?id=eq.{id}, the same for
 * /departments and /grades). The three tables take the same calls, so one set of fetchers serves
 * them, parameterised by the table. Only admins may write (RLS); the database cascades a deleted
 * row's grants and user assignments.
 */

export const ACCESS_SCHEMA = 'pgaccess';

/** A catalogue table an admin edits row by row: where it lives, what it takes, what it returns. */
export interface AccessTable<Row extends { id: number }, Input> {
  path: '/roles' | '/departments' | '/grades';
  input: z.ZodType<Input>;
  rows: z.ZodType<Row[]>;
}

export const rolesTable: AccessTable<Role, RoleInput> = {
  path: '/roles',
  input: roleInputSchema,
  rows: z.array(roleSchema),
};
export const departmentsTable: AccessTable<Department, DepartmentInput> = {
  path: '/departments',
  input: departmentInputSchema,
  rows: z.array(departmentSchema),
};
export const gradesTable: AccessTable<Grade, GradeInput> = {
  path: '/grades',
  input: gradeInputSchema,
  rows: z.array(gradeSchema),
};

/**
 * A PATCH or DELETE that matched no row: it is gone, or the caller is no longer an admin (RLS hides
 * the rows a caller may not change, so the server answers 200 with an empty list, not an error).
 */
export class RowNotChangedError extends Error {
  constructor() {
    super('No row was changed.');
    this.name = 'RowNotChangedError';
  }
}

/** The one row a write returned; none means nothing was written. */
export function onlyRow<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (!row) throw new RowNotChangedError();
  return row;
}

/**
 * POST /{table}; the created row comes back. Inputs pass the shared schema on the way out too (trimmed,
 * checked), whoever calls; the api client sends the keys in snake_case.
 */
export async function createAccessRow<Row extends { id: number }, Input>(
  table: AccessTable<Row, Input>,
  input: Input,
): Promise<Row> {
  return onlyRow(
    await api.post(table.path, table.input.parse(input), {
      schema: ACCESS_SCHEMA,
      result: table.rows,
    }),
  );
}

/** PATCH /{table}?id=eq.{id}; the changed row comes back. */
export async function updateAccessRow<Row extends { id: number }, Input>(
  table: AccessTable<Row, Input>,
  { id, input }: { id: number; input: Input },
): Promise<Row> {
  return onlyRow(
    await api.patch(table.path, table.input.parse(input), {
      schema: ACCESS_SCHEMA,
      query: { id: `eq.${id}` },
      result: table.rows,
    }),
  );
}

/** DELETE /{table}?id=eq.{id}; the deleted row comes back, which tells a deletion from a no-op. */
export async function deleteAccessRow<Row extends { id: number }, Input>(
  table: AccessTable<Row, Input>,
  id: number,
): Promise<Row> {
  return onlyRow(
    await api.delete(table.path, {
      schema: ACCESS_SCHEMA,
      query: { id: `eq.${id}` },
      result: table.rows,
    }),
  );
}

/**
 * An access write that, done or failed, reloads the whole access catalogue: deleting a department,
 * grade or role also removes its grants, and a failed write may mean the lists are out of date.
 */
export function useAccessMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.access() }),
  });
}

export const useCreateAccessRow = <Row extends { id: number }, Input>(
  table: AccessTable<Row, Input>,
) => useAccessMutation((input: Input) => createAccessRow(table, input));

export const useUpdateAccessRow = <Row extends { id: number }, Input>(
  table: AccessTable<Row, Input>,
) =>
  useAccessMutation((variables: { id: number; input: Input }) => updateAccessRow(table, variables));

export const useDeleteAccessRow = <Row extends { id: number }, Input>(
  table: AccessTable<Row, Input>,
) => useAccessMutation((id: number) => deleteAccessRow(table, id));
