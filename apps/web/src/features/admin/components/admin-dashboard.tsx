import { Link } from '@tanstack/react-router';
import { BadgeCheckIcon } from 'lucide-react';
import { AccessSection } from './admin-access-section';
import { departmentsAccess, gradesAccess, rolesAccess } from './admin-access-entities';
import { PermissionGrantsSection } from './admin-permission-grants-section';
import { PermissionsSection } from './admin-permissions-section';
import { adminSections } from './admin-sections';

/** The admin area's start page (§2 /admin): access management — roles, departments, grades, grants. */
export function AdminDashboard() {
  return (
    <div className="flex w-full flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Admin Dashboard</h1>
        <p className="text-muted-foreground">
          Access management: roles, departments, grades and the permissions granted to them.
        </p>
        <Link
          to="/admin/verifications"
          className="flex w-fit items-center gap-2 font-medium text-primary hover:underline"
        >
          <BadgeCheckIcon className="size-4" aria-hidden />
          Personnel verification
        </Link>
      </header>
      <nav aria-label="Access management">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {Object.values(adminSections).map(({ id, title, icon: Icon, about }) => (
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
        <AccessSection entity={rolesAccess} />
        <AccessSection entity={departmentsAccess} />
        <AccessSection entity={gradesAccess} />
        <PermissionsSection />
        <PermissionGrantsSection className="lg:col-span-2" />
      </div>
    </div>
  );
}
