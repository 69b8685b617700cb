import { expiresWithin, type PermissionGrant } from '@athcare/shared/access.schema';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { usePermissionGrants, usePermissions } from '../api/access-lists';
import { useDeletePermissionGrant } from '../api/permission-grant-mutations';
import { accessErrorMessage } from './admin-errors';
import { ExpiryNote } from './admin-expiry';
import { grantTargetLabel, useGrantTargetKinds } from './admin-grant-targets';
import { AdminSection, QueryList, RowActions, RowText } from './admin-section';
import { adminSections } from './admin-sections';

// The form (and its schema resolver) loads when the admin opens it, not with the page.
const GrantFormDialog = lazy(() =>
  import('./admin-grant-form').then((m) => ({ default: m.GrantFormDialog })),
);

/** Which permission goes to which role, department or grade: list, grant, remove (confirmed). */
export function PermissionGrantsSection({ className }: { className?: string }) {
  const grants = usePermissionGrants();
  const permissions = usePermissions();
  const kinds = useGrantTargetKinds();
  const remove = useDeletePermissionGrant();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PermissionGrant | null>(null);

  const permKeyOf = (permId: number) =>
    permissions.data?.find((p) => p.id === permId)?.permKey ?? `Permission #${permId}`;
  const describe = (grant: PermissionGrant) => ({
    permission: permKeyOf(grant.permId),
    target: grantTargetLabel(grant, kinds),
  });

  return (
    <AdminSection
      section={adminSections.grants}
      className={className}
      action={
        <Button
          variant="outline"
          size="sm"
          // Nothing to choose from until the permission catalogue is here.
          disabled={!permissions.data}
          onClick={() => setAdding(true)}
        >
          <PlusIcon aria-hidden />
          Grant a permission
        </Button>
      }
    >
      <ExpiringSoon grants={grants.data} describe={describe} />
      <QueryList
        query={grants}
        empty="No permission is granted to anyone yet."
        renderItem={(grant) => {
          const { permission, target } = describe(grant);
          return (
            <>
              <RowText name={permission} detail={target} />
              <ExpiryNote expiresAt={grant.expiresAt} />
              <RowActions>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive"
                  aria-label={`Remove grant of ${permission} to ${target}`}
                  onClick={() => setRemoving(grant)}
                >
                  <Trash2Icon aria-hidden />
                  Remove
                </Button>
              </RowActions>
            </>
          );
        }}
      />
      {adding && permissions.data && (
        <Suspense fallback={null}>
          <GrantFormDialog
            permissions={permissions.data}
            kinds={kinds}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      )}
      {removing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          title="Remove this grant?"
          description={`“${describe(removing).permission}” will no longer be granted to ${describe(removing).target}. Anyone who has it only through this grant loses it.`}
          confirmLabel="Remove grant"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () =>
                toast.success(
                  `“${describe(removing).permission}” is no longer granted to ${describe(removing).target}.`,
                ),
              onError: (error) => toast.error(accessErrorMessage(error, 'grant')),
              onSettled: () => setRemoving(null),
            })
          }
        />
      )}
    </AdminSection>
  );
}

/** The grants that end within 7 days, soonest first (nothing when none do). */
function ExpiringSoon({
  grants,
  describe,
}: {
  grants: readonly PermissionGrant[] | undefined;
  describe: (grant: PermissionGrant) => { permission: string; target: string };
}) {
  const soon = (grants ?? [])
    .filter((g) => expiresWithin(g.expiresAt, 7))
    .sort((a, b) => Date.parse(a.expiresAt ?? '') - Date.parse(b.expiresAt ?? ''));
  if (soon.length === 0) return null;
  return (
    <div
      className="mb-4 rounded-lg border border-amber-300 p-3"
      role="note"
      aria-label="Expiring within 7 days"
    >
      <h3 className="text-sm font-medium">Expiring within 7 days</h3>
      <ul className="mt-1 flex flex-col gap-1 text-sm">
        {soon.map((grant) => {
          const { permission, target } = describe(grant);
          return (
            <li key={grant.id}>
              {permission} → {target}: <ExpiryNote expiresAt={grant.expiresAt} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
