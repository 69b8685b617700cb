import type { PermissionGrant } from '@athcare/shared/access.schema';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import {
  type AccessEntity,
  departmentsAccess,
  type GrantField,
  gradesAccess,
  rolesAccess,
} from './admin-access-entities';
import { adminSections } from './admin-sections';

/** One kind of thing a permission can be granted to, with the rows of that kind by name. */
export interface GrantTargetKind {
  field: GrantField;
  label: string;
  /** Plural heading for the kind's options ("Departments"). */
  groupLabel: string;
  options: readonly { id: number; name: string }[];
}

function targetKind<Row extends { id: number }, FormValues extends FieldValues, Input>(
  entity: AccessEntity<Row, FormValues, Input>,
  rows: UseQueryResult<Row[]>,
): GrantTargetKind {
  return {
    field: entity.grantField,
    label: entity.label,
    groupLabel: adminSections[entity.sectionId].title,
    options: (rows.data ?? []).map((row) => ({ id: row.id, name: entity.name(row) })),
  };
}

/** Roles, departments and grades as grant targets (the same cached lists their sections show). */
export function useGrantTargetKinds(): readonly GrantTargetKind[] {
  const roles = rolesAccess.useRows();
  const departments = departmentsAccess.useRows();
  const grades = gradesAccess.useRows();
  return [
    targetKind(rolesAccess, roles),
    targetKind(departmentsAccess, departments),
    targetKind(gradesAccess, grades),
  ];
}

/** "Role: Administrator", "Department: Operations" (by id while the names are loading). */
export function grantTargetLabel(
  grant: Partial<Pick<PermissionGrant, GrantField>>,
  kinds: readonly GrantTargetKind[],
): string {
  for (const kind of kinds) {
    const id = grant[kind.field];
    if (id == null) continue;
    const name = kind.options.find((option) => option.id === id)?.name ?? `#${id}`;
    return `${kind.label}: ${name}`;
  }
  return 'No target';
}
