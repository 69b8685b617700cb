import { type ReactNode, useId, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';

/**
 * One part for the profile settings' lists of records (§3 Contact, §3 Address; issue #11): a
 * heading with an Add button, the records (or the empty text), each with Edit and Delete, the
 * add/edit dialog (`renderDialog`) and the confirmation before a delete.
 */
export interface RecordListSectionProps<T extends { id: number }> {
  title: string;
  /** The accessible name of the list (e.g. "Your addresses"). */
  listLabel?: string;
  addLabel: string;
  emptyText: string;
  items: readonly T[];
  /** The record in words: its one line and its details (falsy ones are left out). */
  describe: (item: T) => { line: string; details: readonly (string | false | null | undefined)[] };
  /** The record's noun in the messages ("contact", "address"). */
  noun: string;
  /** The add (item null) or edit dialog. */
  renderDialog: (item: T | null, close: () => void) => ReactNode;
  remove: { mutate: (id: number, callbacks: RemoveCallbacks) => void; isPending: boolean };
  /** What a record shows under its line, e.g. the phone verification (optional). */
  renderExtra?: (item: T) => ReactNode;
  /** Buttons before Edit (optional). */
  renderActions?: (item: T) => ReactNode;
}

interface RemoveCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

export function RecordListSection<T extends { id: number }>({
  title,
  listLabel,
  addLabel,
  emptyText,
  items,
  describe,
  noun,
  renderDialog,
  remove,
  renderExtra,
  renderActions,
}: RecordListSectionProps<T>) {
  const headingId = useId();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        <Button variant="outline" onClick={() => setEditing('new')}>
          {addLabel}
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border" aria-label={listLabel}>
          {items.map((item) => {
            const { line, details } = describe(item);
            return (
              <li key={item.id} className="flex flex-col gap-2 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0 text-sm">
                    <p className="font-medium break-words">{line}</p>
                    <p className="text-muted-foreground">{details.filter(Boolean).join(' · ')}</p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {renderActions?.(item)}
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing(item)}
                      aria-label={`Edit ${line}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setDeleting(item)}
                      aria-label={`Delete ${line}`}
                    >
                      Delete
                    </Button>
                  </div>
                </div>
                {renderExtra?.(item)}
              </li>
            );
          })}
        </ul>
      )}
      {editing && renderDialog(editing === 'new' ? null : editing, () => setEditing(null))}
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title={`Delete this ${noun}?`}
          description={describe(deleting).line}
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast.success(`${capitalised(noun)} deleted.`);
                setDeleting(null);
              },
              onError: (error) =>
                toast.error(`${capitalised(noun)} not deleted: ${describeError(error)}`),
            })
          }
        />
      )}
    </section>
  );
}

/**
 * The add/edit dialog's submit: saves the form (a new record, or `record` changed), says so
 * ("Address added." / "Address updated.") and closes; a refusal is the form's error.
 */
export function useRecordDialogSubmit<Values extends FieldValues>({
  form,
  save,
  record,
  noun,
  onClose,
}: {
  form: UseFormReturn<Values>;
  save: { mutateAsync: (input: { id?: number; values: Values }) => Promise<unknown> };
  record: { id: number } | null;
  /** The record's noun at the start of a sentence ("Address", "Contact"). */
  noun: string;
  onClose: () => void;
}) {
  return form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...(record ? { id: record.id } : {}), values });
      toast.success(record ? `${noun} updated.` : `${noun} added.`);
      onClose();
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  });
}
