import {
  overrideEffects,
  type Permission,
  type UserPermissionOverrideInput,
  userPermissionOverrideInputSchema,
} from '@athcare/shared/access.schema';
import type { AdminUser, UserPermissionSource } from '@athcare/shared/admin.schema';
import { type AppRole, appRoles } from '@athcare/shared/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { fieldAria, FormField, InputField } from '@/components/ui/field';
import { Select } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import {
  type AdminUserDetail,
  useAddAppRole,
  useAdminUserDetail,
  useCreateOverride,
  useDeleteOverride,
  useRemoveAppRole,
  useSetUserActive,
} from '../api/admin-users';
import { usePermissions } from '../api/access-lists';
import { PermissionOptions, permIdField } from './admin-field';
import { ExpiryNote, expiryFromInput } from './admin-expiry';
import { AdminPageHeader, formatWhen, QueryState, ScrollTable } from './admin-page-parts';

/** §2 /admin/users/{id}: roles, permissions in effect and why, overrides, sessions, standing. */
export function AdminUserDetailPage({ userId }: { userId: string }) {
  const detail = useAdminUserDetail(userId);
  const user = detail.data?.user;
  return (
    <div className="flex flex-col gap-6">
      <Link to="/admin/users" className="text-sm text-primary underline-offset-4 hover:underline">
        ← All users
      </Link>
      <AdminPageHeader
        title={
          user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username : 'User'
        }
        about={
          user ? `@${user.username} · ${user.email} · created ${formatWhen(user.createdAt)}` : ''
        }
      />
      <QueryState pending={detail.isPending} error={detail.error} />
      {detail.data && !user && <p role="alert">No such user.</p>}
      {detail.data && user && (
        <div className="grid gap-4 lg:grid-cols-2">
          <StandingCard user={user} />
          <AppRolesCard user={user} />
          <PermissionsCard sources={detail.data.permissions} className="lg:col-span-2" />
          <OverridesCard detail={detail.data} userId={user.id} className="lg:col-span-2" />
          <SessionsCard detail={detail.data} className="lg:col-span-2" />
        </div>
      )}
    </div>
  );
}

function Section({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-heading`} className={className}>
      <CardHeader>
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {title}
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">{children}</CardContent>
    </Card>
  );
}

function StandingCard({ user }: { user: AdminUser }) {
  const setActive = useSetUserActive(user.id);
  const [confirming, setConfirming] = useState(false);
  const next = !user.isActive;
  return (
    <Section id="standing" title="Standing">
      <p>
        This account is <strong>{user.isActive ? 'active' : 'deactivated'}</strong>
        {user.emailVerified ? ', email verified' : ', email not verified'}. Last login:{' '}
        {formatWhen(user.lastLoginAt)}.
      </p>
      <div>
        <Button
          variant={user.isActive ? 'destructive' : 'default'}
          onClick={() => setConfirming(true)}
        >
          {user.isActive ? 'Deactivate account' : 'Reactivate account'}
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(false)}
          title={next ? 'Reactivate this account?' : 'Deactivate this account?'}
          description={
            next
              ? `${user.email} may sign in again.`
              : `${user.email} is signed out everywhere at once and cannot sign in until reactivated.`
          }
          confirmLabel={next ? 'Reactivate' : 'Deactivate'}
          pending={setActive.isPending}
          onConfirm={() =>
            setActive.mutate(next, {
              onSuccess: () =>
                toast.success(
                  next ? 'The account is active again.' : 'The account is deactivated.',
                ),
              onError: (error) => toast.error(describeError(error)),
              onSettled: () => setConfirming(false),
            })
          }
        />
      )}
    </Section>
  );
}

function AppRolesCard({ user }: { user: AdminUser }) {
  const add = useAddAppRole(user.id);
  const remove = useRemoveAppRole(user.id);
  const missing = appRoles.filter((r) => !user.appRoles.includes(r));
  const [chosen, setChosen] = useState<AppRole | ''>('');
  const selectId = useId();
  return (
    <Section id="app-roles" title="App roles">
      {user.appRoles.length === 0 ? (
        <p className="text-sm text-muted-foreground">A member with no app role.</p>
      ) : (
        <ul className="flex flex-col divide-y">
          {user.appRoles.map((role) => (
            <li key={role} className="flex items-center justify-between gap-2 py-2">
              <span className="font-medium">{role}</span>
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive"
                aria-label={`Remove the ${role} role`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(role, {
                    onSuccess: () => toast.success(`Removed the ${role} role.`),
                    onError: (error) => toast.error(describeError(error)),
                  })
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {missing.length > 0 && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return;
            add.mutate(chosen, {
              onSuccess: () => {
                toast.success(`Added the ${chosen} role.`);
                setChosen('');
              },
              onError: (error) => toast.error(describeError(error)),
            });
          }}
        >
          <FormField id={selectId} label="Add an app role" className="min-w-40 flex-1">
            <Select
              id={selectId}
              value={chosen}
              onChange={(event) => setChosen(event.target.value as AppRole | '')}
            >
              <option value="">Choose a role…</option>
              {missing.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </Select>
          </FormField>
          <Button type="submit" disabled={!chosen || add.isPending}>
            Add role
          </Button>
        </form>
      )}
    </Section>
  );
}

const viaLabel = (s: UserPermissionSource) =>
  s.via === 'override' ? `User override (${s.effect})` : `${s.via}: ${s.viaName}`;

function PermissionsCard({
  sources,
  className,
}: {
  sources: readonly UserPermissionSource[];
  className?: string;
}) {
  const inEffect = [
    ...new Set(sources.filter((s) => s.inEffect && s.effect === 'grant').map((s) => s.permKey)),
  ];
  return (
    <Section id="permissions" title="Permissions in effect and why" className={className}>
      <p className="text-sm text-muted-foreground">
        {inEffect.length === 0
          ? 'No permission is in effect.'
          : `In effect: ${inEffect.join(', ')}.`}
      </p>
      {sources.length > 0 && (
        <ScrollTable
          label="Where each permission comes from"
          columns={['Permission', 'Given by', 'Expiry', 'Status']}
        >
          <tbody>
            {sources.map((s) => (
              <tr
                key={`${s.grantId ?? 'o'}-${s.overrideId ?? 'g'}-${s.via}-${s.permKey}`}
                className="border-t"
              >
                <td className="p-2 font-medium">{s.permKey}</td>
                <td className="p-2">{viaLabel(s)}</td>
                <td className="p-2">
                  {s.expiresAt ? <ExpiryNote expiresAt={s.expiresAt} /> : 'None'}
                </td>
                <td className="p-2">
                  {s.inEffect
                    ? s.effect === 'deny'
                      ? 'Denies'
                      : 'In effect'
                    : s.expiresAt && Date.parse(s.expiresAt) <= Date.now()
                      ? 'Expired'
                      : 'Overridden by a deny'}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Section>
  );
}

type OverrideFormValues = z.input<typeof userPermissionOverrideInputSchema>;
const overrideResolver = zodResolver(userPermissionOverrideInputSchema);

function OverridesCard({
  detail,
  userId,
  className,
}: {
  detail: AdminUserDetail;
  userId: string;
  className?: string;
}) {
  const permissions = usePermissions();
  const remove = useDeleteOverride(userId);
  const keyOf = (permId: number) =>
    permissions.data?.find((p) => p.id === permId)?.permKey ?? `Permission #${permId}`;
  return (
    <Section id="overrides" title="Overrides for this user" className={className}>
      <p className="text-sm text-muted-foreground">
        A grant gives this user a permission; a deny takes it away whatever any grant says. Either
        may end at a set time.
      </p>
      {detail.overrides.length > 0 && (
        <ul className="flex flex-col divide-y">
          {detail.overrides.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="font-medium">{keyOf(o.permId)}</span>
              <span className="text-sm">{o.effect === 'deny' ? 'Denied' : 'Granted'}</span>
              <ExpiryNote expiresAt={o.expiresAt} />
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto text-destructive"
                aria-label={`Remove the override of ${keyOf(o.permId)}`}
                onClick={() =>
                  remove.mutate(o.id, {
                    onSuccess: () => toast.success('Override removed.'),
                    onError: (error) => toast.error(describeError(error)),
                  })
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {permissions.data && <OverrideForm userId={userId} permissions={permissions.data} />}
    </Section>
  );
}

function OverrideForm({
  userId,
  permissions,
}: {
  userId: string;
  permissions: readonly Permission[];
}) {
  const id = useId();
  const create = useCreateOverride(userId);
  const { register, handleSubmit, reset, formState } = useForm<
    OverrideFormValues,
    unknown,
    UserPermissionOverrideInput
  >({
    resolver: overrideResolver,
    defaultValues: { userId, effect: 'grant', expiresAt: null },
  });
  const permError = formState.errors.permId ? 'Choose a permission.' : undefined;
  const expiryError = formState.errors.expiresAt?.message;
  const failure = create.error
    ? describeError(create.error, {
        duplicate: 'This user has an override for that permission already; remove it first.',
      })
    : null;
  return (
    <form
      aria-label="Add an override"
      noValidate
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) =>
        void handleSubmit(async (input) => {
          const done = await create.mutateAsync(input).catch(() => null);
          if (!done) return;
          toast.success('Override saved.');
          reset({ userId, effect: 'grant', expiresAt: null });
        })(event)
      }
    >
      <FormField id={`${id}-perm`} label="Permission" error={permError}>
        <Select
          id={`${id}-perm`}
          defaultValue=""
          {...fieldAria(`${id}-perm`, { error: permError })}
          {...register('permId', permIdField)}
        >
          <PermissionOptions permissions={permissions} />
        </Select>
      </FormField>
      <FormField id={`${id}-effect`} label="Effect">
        <Select id={`${id}-effect`} {...register('effect')}>
          {overrideEffects.map((e) => (
            <option key={e} value={e}>
              {e === 'grant' ? 'Grant' : 'Deny'}
            </option>
          ))}
        </Select>
      </FormField>
      <InputField
        id={`${id}-expiry`}
        label="Expires"
        hint="Optional."
        error={expiryError}
        type="datetime-local"
        step={1}
        {...register('expiresAt', { setValueAs: expiryFromInput })}
      />
      <div className="flex items-end">
        <Button type="submit" disabled={formState.isSubmitting}>
          Save override
        </Button>
      </div>
      <div className="sm:col-span-2 lg:col-span-4">
        <FormAlert>{failure}</FormAlert>
      </div>
    </form>
  );
}

function SessionsCard({ detail, className }: { detail: AdminUserDetail; className?: string }) {
  return (
    <Section id="sessions" title="Sessions" className={className}>
      {detail.sessions.length === 0 ? (
        <p className="text-sm text-muted-foreground">No session yet.</p>
      ) : (
        <ScrollTable
          label="Sessions, most recently used first"
          columns={['Started', 'Last used', 'From', 'Status']}
        >
          <tbody>
            {detail.sessions.map((s) => (
              <tr key={s.id} className="border-t">
                <td className="p-2">{formatWhen(s.createdAt)}</td>
                <td className="p-2">{formatWhen(s.lastUsedAt)}</td>
                <td className="p-2 break-all">
                  {s.ip ?? '—'}
                  {s.userAgent && (
                    <span className="block text-xs text-muted-foreground">{s.userAgent}</span>
                  )}
                </td>
                <td className="p-2">
                  {s.live ? 'Live' : s.revokedReason ? `Ended (${s.revokedReason})` : 'Expired'}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Section>
  );
}
