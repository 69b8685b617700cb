import {
  type Department,
  type DepartmentInput,
  departmentInputSchema,
  type Grade,
  type GradeInput,
  gradeInputSchema,
  type Role,
  type RoleInput,
  roleInputSchema,
} from '@athcare/shared/access.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DefaultValues, FieldValues, Path, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  type AccessTable,
  departmentsTable,
  gradesTable,
  rolesTable,
} from '../api/access-mutations';
import { useDepartments, useGrades, useRoles } from '../api/access-lists';
import type { AdminSectionId } from './admin-sections';

/** The column of a permission grant that names its target. */
export type GrantField = 'roleId' | 'departmentId' | 'gradeId';

export interface AccessField<FormValues extends FieldValues> {
  name: Path<FormValues>;
  label: string;
  hint?: string;
  /** A whole number (a grade's level): the typed text reaches the schema as a number. */
  integer?: boolean;
  /** A machine key: no autocapitalisation or spell-checking. */
  machineKey?: boolean;
}

/**
 * What the admin page needs to list, add, edit and delete one kind of catalogue row (role,
 * department, grade): one generic section renders all three from these descriptions.
 */
export interface AccessEntity<Row extends { id: number }, FormValues extends FieldValues, Input> {
  sectionId: Extract<AdminSectionId, 'roles' | 'departments' | 'grades'>;
  /** In running text: "Add department", "A department with this key…". */
  noun: 'role' | 'department' | 'grade';
  /** At the start of a sentence or a label: "Department: Operations". */
  label: 'Role' | 'Department' | 'Grade';
  table: AccessTable<Row, Input>;
  useRows: () => UseQueryResult<Row[]>;
  /** The shared input schema (its §5-style messages show under the fields). */
  resolver: Resolver<FormValues, unknown, Input>;
  fields: readonly AccessField<FormValues>[];
  /** The unique key: a duplicate (23505) is shown under this field. */
  keyField: Path<FormValues>;
  blank: DefaultValues<FormValues>;
  toForm: (row: Row) => DefaultValues<FormValues>;
  name: (row: Row) => string;
  detail: (row: Row) => string;
  grantField: GrantField;
  /** Who else loses something when a row goes (the database cascades to user assignments). */
  deleteNote: string;
  /** Rows the database keeps (no delete, no new key): the app roles' own roles. */
  builtIn?: (row: Row) => boolean;
}

/** Roles whose keys are app roles: their grants apply to every holder (migration 0065 keeps them). */
const builtInRoleKeys: readonly string[] = ['member', 'personnel', 'vendor', 'paramedic', 'admin'];

export const rolesAccess: AccessEntity<Role, z.input<typeof roleInputSchema>, RoleInput> = {
  sectionId: 'roles',
  noun: 'role',
  label: 'Role',
  table: rolesTable,
  useRows: useRoles,
  resolver: zodResolver(roleInputSchema),
  fields: [
    {
      name: 'roleKey',
      label: 'Role key',
      machineKey: true,
      hint: 'Letters, digits and _ . : -. The built-in keys member, personnel, vendor, paramedic and admin apply to everyone with that app role and cannot change.',
    },
    { name: 'roleName', label: 'Role name' },
  ],
  keyField: 'roleKey',
  blank: { roleKey: '', roleName: '' },
  toForm: ({ roleKey, roleName }) => ({ roleKey, roleName }),
  name: (role) => role.roleName,
  detail: (role) => role.roleKey,
  grantField: 'roleId',
  deleteNote: 'Anyone assigned this role loses it.',
  builtIn: (role) => builtInRoleKeys.includes(role.roleKey),
};

export const departmentsAccess: AccessEntity<
  Department,
  z.input<typeof departmentInputSchema>,
  DepartmentInput
> = {
  sectionId: 'departments',
  noun: 'department',
  label: 'Department',
  table: departmentsTable,
  useRows: useDepartments,
  resolver: zodResolver(departmentInputSchema),
  fields: [
    {
      name: 'deptKey',
      label: 'Department key',
      machineKey: true,
      hint: 'Letters, digits and _ . : -, for example operations.',
    },
    { name: 'deptName', label: 'Department name' },
  ],
  keyField: 'deptKey',
  blank: { deptKey: '', deptName: '' },
  toForm: ({ deptKey, deptName }) => ({ deptKey, deptName }),
  name: (dept) => dept.deptName,
  detail: (dept) => dept.deptKey,
  grantField: 'departmentId',
  deleteNote: 'Anyone placed in this department loses that place.',
};

export const gradesAccess: AccessEntity<Grade, z.input<typeof gradeInputSchema>, GradeInput> = {
  sectionId: 'grades',
  noun: 'grade',
  label: 'Grade',
  table: gradesTable,
  useRows: useGrades,
  resolver: zodResolver(gradeInputSchema),
  fields: [
    {
      name: 'gradeKey',
      label: 'Grade key',
      machineKey: true,
      hint: 'Letters, digits and _ . : -, for example senior.',
    },
    { name: 'levelName', label: 'Level name' },
    { name: 'level', label: 'Level', integer: true, hint: '0 or more; higher is more senior.' },
  ],
  keyField: 'gradeKey',
  blank: { gradeKey: '', levelName: '' },
  toForm: ({ gradeKey, levelName, level }) => ({ gradeKey, levelName, level }),
  name: (grade) => grade.levelName,
  detail: (grade) => `${grade.gradeKey} · level ${grade.level}`,
  grantField: 'gradeId',
  deleteNote: 'Anyone placed at this grade loses that place.',
};
