import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BuildingIcon, KeyRoundIcon, LayersIcon, type LucideIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorDetail } from '@/lib/api-client';
import { useDepartments } from '../api/get-departments';
import { useGrades } from '../api/get-grades';
import { usePermissions } from '../api/get-permissions';
import { useRoles } from '../api/get-roles';

type SectionId = 'roles' | 'departments' | 'grades' | 'permissions';

const sections: readonly { id: SectionId; title: string; icon: LucideIcon; about: string }[] = [
  { id: 'roles', title: 'Roles', icon: UsersIcon, about: 'App roles and the grants they carry.' },
  {
    id: 'departments',
    title: 'Departments',
    icon: BuildingIcon,
    about: 'Where staff work; grants can target a department.',
  },
  { id: 'grades', title: 'Grades', icon: LayersIcon, about: 'Seniority levels of staff.' },
  {
    id: 'permissions',
    title: 'Permissions',
    icon: KeyRoundIcon,
    about: 'What can be granted, and to whom.',
  },
];

/** The admin area's start page (§2 /admin): the access-management catalogue at a glance. */
export function AdminDashboard() {
  const roles = useRoles();
  const departments = useDepartments();
  const grades = useGrades();
  const permissions = usePermissions();
  const lists: Record<SectionId, ReactNode> = {
    roles: (
      <ItemList
        query={roles}
        render={(role) => ({ key: role.id, name: role.roleName, detail: role.roleKey })}
      />
    ),
    departments: (
      <ItemList
        query={departments}
        render={(dept) => ({ key: dept.id, name: dept.deptName, detail: dept.deptKey })}
      />
    ),
    grades: (
      <ItemList
        query={grades}
        render={(grade) => ({
          key: grade.id,
          name: grade.levelName,
          detail: `${grade.gradeKey} · level ${grade.level}`,
        })}
      />
    ),
    permissions: (
      <ItemList
        query={permissions}
        render={(perm) => ({ key: perm.id, name: perm.permKey, detail: perm.description ?? '' })}
      />
    ),
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Admin Dashboard</h1>
        <p className="text-muted-foreground">
          Access management: roles, departments, grades and the permissions granted to them.
        </p>
      </header>
      <nav aria-label="Access management">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {sections.map(({ id, title, icon: Icon, about }) => (
            <li key={id}>
              <Link
                to="/admin"
                hash={id}
                className="flex h-full flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="flex items-center gap-2 font-medium">
                  <Icon className="size-4 text-primary" aria-hidden />
                  {title}
                </span>
                <span className="text-sm text-muted-foreground">{about}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-4 lg:grid-cols-2">
        {sections.map(({ id, title, about }) => (
          <Card key={id} id={id} aria-labelledby={`${id}-heading`} role="region">
            <CardHeader>
              <h2 id={`${id}-heading`} className="text-lg font-semibold">
                {title}
              </h2>
              <CardDescription>{about}</CardDescription>
            </CardHeader>
            <CardContent>{lists[id]}</CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}

function ItemList<T>({
  query,
  render,
}: {
  query: UseQueryResult<T[]>;
  render: (item: T) => { key: number; name: string; detail: string };
}) {
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-2" role="status">
        <span className="sr-only">Loading...</span>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-3/5" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load this list: {errorDetail(query.error)}
      </p>
    );
  }
  if (query.data.length === 0) return <p className="text-sm text-muted-foreground">None yet.</p>;
  return (
    <ul className="flex flex-col divide-y">
      {query.data.map((item) => {
        const { key, name, detail } = render(item);
        return (
          <li key={key} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
            <span className="font-medium">{name}</span>
            <span className="text-sm break-all text-muted-foreground">{detail}</span>
          </li>
        );
      })}
    </ul>
  );
}
