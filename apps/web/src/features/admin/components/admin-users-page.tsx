import {
  accountKinds,
  type AdminUserFilters,
  adminUserFiltersSchema,
  emptyAdminUserFilters,
} from '@athcare/shared/admin.schema';
import { appRoles } from '@athcare/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { fieldAria, FormField, InputField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/native-controls';
import { useAdminUsers } from '../api/admin-users';
import { AdminFilterForm, AdminPageHeader, formatWhen, ScrollTable } from './admin-page-parts';
import { useAdminFilters } from './use-admin-filters';
import { PagedResults } from '@/components/paged-results';

const filtersResolver = zodResolver(adminUserFiltersSchema);

/** §2 /admin/users: every account, searched and filtered, a bounded page at a time. */
export function AdminUsersPage() {
  const [filters, setFilters] = useState<AdminUserFilters>(emptyAdminUserFilters);
  const [page, setPage] = useState(0);
  const users = useAdminUsers(filters, page);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Users"
        about="Find any account by name, username or email; narrow by kind, role, verification, standing and when it was made."
      />
      <UserFiltersForm
        onApply={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      <PagedResults
        pending={users.isPending}
        error={users.error}
        result={users.data && { rows: users.data.users, hasNext: users.data.hasNext }}
        empty="No account matches these filters."
        pager={{ label: 'Pages of accounts' }}
        page={page}
        onPage={setPage}
      >
        {(accounts) => (
          <ScrollTable
            label="Accounts"
            caption="Accounts, newest first"
            columns={['Name', 'Email', 'Kind', 'Verified', 'Active', 'Created']}
          >
            <tbody>
              {accounts.map((u) => (
                <tr key={u.id} className="border-t">
                  <td className="p-2">
                    <Link
                      to="/admin/users/$userId"
                      params={{ userId: u.id }}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {[u.firstName, u.lastName].filter(Boolean).join(' ') || u.username}
                    </Link>
                    <span className="block text-xs text-muted-foreground">@{u.username}</span>
                  </td>
                  <td className="p-2 break-all">{u.email}</td>
                  <td className="p-2">{u.kind}</td>
                  <td className="p-2">{u.emailVerified ? 'Yes' : 'No'}</td>
                  <td className="p-2">{u.isActive ? 'Active' : 'Deactivated'}</td>
                  <td className="p-2">{formatWhen(u.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </PagedResults>
    </div>
  );
}

function UserFiltersForm({ onApply }: { onApply: (filters: AdminUserFilters) => void }) {
  const id = useId();
  const { register, formState, filterFormProps } = useAdminFilters(
    filtersResolver,
    emptyAdminUserFilters,
    onApply,
  );
  const f = (name: string) => `${id}-${name}`;
  const createdToError = formState.errors.createdTo?.message;
  const createdFromError = formState.errors.createdFrom?.message;
  const searchError = formState.errors.search?.message;
  return (
    <AdminFilterForm
      label="Find accounts"
      columns={4}
      submitLabel="Find accounts"
      {...filterFormProps}
    >
      <FormField id={f('search')} label="Search" error={searchError} className="sm:col-span-2">
        <Input
          id={f('search')}
          type="search"
          placeholder="Name, username or email"
          {...fieldAria(f('search'), { error: searchError })}
          {...register('search')}
        />
      </FormField>
      <FormField id={f('kind')} label="Kind">
        <Select id={f('kind')} {...register('kind')}>
          <option value="any">Any kind</option>
          {accountKinds.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id={f('role')} label="App role">
        <Select id={f('role')} {...register('role')}>
          <option value="any">Any role</option>
          {appRoles.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id={f('verified')} label="Email verified">
        <Select id={f('verified')} {...register('verified')}>
          <option value="any">Either</option>
          <option value="yes">Verified</option>
          <option value="no">Not verified</option>
        </Select>
      </FormField>
      <FormField id={f('active')} label="Standing">
        <Select id={f('active')} {...register('active')}>
          <option value="any">Either</option>
          <option value="yes">Active</option>
          <option value="no">Deactivated</option>
        </Select>
      </FormField>
      <InputField
        id={f('from')}
        label="Created from"
        error={createdFromError}
        type="date"
        {...register('createdFrom')}
      />
      <InputField
        id={f('to')}
        label="Created until"
        error={createdToError}
        type="date"
        {...register('createdTo')}
      />
    </AdminFilterForm>
  );
}
