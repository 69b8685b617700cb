import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useDeleteAccessRow } from '../api/access-mutations';
import { usePermissionGrants } from '../api/access-lists';
import type { AccessEntity } from './admin-access-entities';
import { AccessFormDialog } from './admin-access-form';
import { accessErrorMessage } from './admin-errors';
import { AdminSection, QueryList, RowActions, RowText } from './admin-section';
import { adminSections } from './admin-sections';

/** Roles, departments or grades: the list, with add, edit and (confirmed) delete. */
export function AccessSection<Row extends { id: number }, FormValues extends FieldValues, Input>({
  entity,
}: {
  entity: AccessEntity<Row, FormValues, Input>;
}) {
  const section = adminSections[entity.sectionId];
  const rows = entity.useRows();
  const grants = usePermissionGrants();
  const remove = useDeleteAccessRow(entity.table);
  // null: closed; { row: null }: adding; { row }: editing that row.
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const grantCount = (row: Row) =>
    grants.data?.filter((grant) => grant[entity.grantField] === row.id).length ?? 0;

  return (
    <AdminSection
      section={section}
      action={
        <Button variant="outline" size="sm" onClick={() => setEditing({ row: null })}>
          <PlusIcon aria-hidden />
          Add {entity.noun}
        </Button>
      }
    >
      <QueryList
        query={rows}
        empty={`No ${section.title.toLowerCase()} yet.`}
        renderItem={(row) => (
          <>
            <RowText name={entity.name(row)} detail={entity.detail(row)} />
            <RowActions>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Edit ${entity.noun} ${entity.name(row)}`}
                onClick={() => setEditing({ row })}
              >
                <PencilIcon aria-hidden />
                Edit
              </Button>
              {entity.builtIn?.(row) ? (
                <span className="px-3 text-xs text-muted-foreground">Built-in</span>
              ) : (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive"
                  aria-label={`Delete ${entity.noun} ${entity.name(row)}`}
                  onClick={() => setDeleting(row)}
                >
                  <Trash2Icon aria-hidden />
                  Delete
                </Button>
              )}
            </RowActions>
          </>
        )}
      />
      {editing && (
        <AccessFormDialog entity={entity} row={editing.row} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title={`Delete ${entity.noun} “${entity.name(deleting)}”?`}
          description={deleteDescription(entity.deleteNote, grantCount(deleting))}
          confirmLabel={`Delete ${entity.noun}`}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: (row) => toast.success(`${entity.label} “${entity.name(row)}” deleted.`),
              onError: (error) => toast.error(accessErrorMessage(error, entity.noun)),
              // Either way the dialog has done its job; a refusal is in the toast.
              onSettled: () => setDeleting(null),
            })
          }
        />
      )}
    </AdminSection>
  );
}

/** The database deletes a row's grants with it (on delete cascade): say so, with how many. */
function deleteDescription(note: string, grantCount: number): string {
  const grants =
    grantCount === 0
      ? ''
      : grantCount === 1
        ? 'Its permission grant is removed with it. '
        : `Its ${grantCount} permission grants are removed with it. `;
  return `${grants}${note} This cannot be undone.`;
}
