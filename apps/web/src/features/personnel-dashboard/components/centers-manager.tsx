import {
  type PersonnelCenter,
  personnelCenterInputSchema,
} from '@athcare/shared/appointments.schema';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { ConfirmButton } from '@/components/confirm-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/errors';
import { useCenters, useDeleteCenter, useSaveCenter } from '../api/centers';
import { FormAlert } from '@/components/ui/alert';

/** /dashboard/personnel/centers: where the personnel practises (list, add, edit, delete). */
export function CentersManager({ personnelId }: { personnelId: number }) {
  const id = useId();
  const centers = useCenters(personnelId);
  const save = useSaveCenter(personnelId);
  const remove = useDeleteCenter(personnelId);
  const [editing, setEditing] = useState<PersonnelCenter | null>(null);
  const [values, setValues] = useState({ name: '', address: '', city: '' });
  const [failure, setFailure] = useState<string | null>(null);

  const startEdit = (c: PersonnelCenter | null) => {
    setEditing(c);
    setFailure(null);
    setValues({ name: c?.name ?? '', address: c?.address ?? '', city: c?.city ?? '' });
  };

  return (
    <div className="flex flex-col gap-6">
      {centers.isError && (
        <p role="alert">Could not load centers: {describeError(centers.error)}</p>
      )}
      {centers.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">No centers yet. Add where you practise.</p>
      )}
      <ul className="grid gap-3 sm:grid-cols-2">
        {centers.data?.map((c) => (
          <li key={c.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4">
            <p className="font-medium">{c.name}</p>
            <p className="text-sm text-muted-foreground">
              {[c.address, c.city].filter(Boolean).join(', ') || 'No address'}
            </p>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-label={`Edit ${c.name}`}
                onClick={() => startEdit(c)}
              >
                Edit
              </Button>
              <ConfirmButton
                variant="outline"
                size="sm"
                aria-label={`Delete ${c.name}`}
                disabled={remove.isPending}
                question={`Delete ${c.name}?`}
                description="Its availability keeps no center."
                confirmLabel="Delete"
                onConfirm={() =>
                  remove.mutate(c.id, {
                    onSuccess: () => toast.success('Center deleted'),
                    onError: (error) => toast.error(describeError(error)),
                  })
                }
              >
                Delete
              </ConfirmButton>
            </div>
          </li>
        ))}
      </ul>
      <form
        aria-label={editing ? `Edit ${editing.name}` : 'Add a center'}
        className="flex max-w-xl flex-col gap-3 rounded-lg border p-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setFailure(null);
          const parsed = personnelCenterInputSchema.safeParse({
            personnelId,
            name: values.name,
            ...(values.address.trim() ? { address: values.address.trim() } : {}),
            ...(values.city.trim() ? { city: values.city.trim() } : {}),
          });
          if (!parsed.success) {
            setFailure(
              values.name.trim() ? (parsed.error.issues[0]?.message ?? '') : 'Name is required.',
            );
            return;
          }
          save.mutate(
            { id: editing?.id, input: parsed.data },
            {
              onSuccess: () => {
                toast.success(editing ? 'Center updated' : 'Center added');
                startEdit(null);
              },
              onError: (error) => setFailure(describeError(error)),
            },
          );
        }}
      >
        <h2 className="text-lg font-semibold">
          {editing ? `Edit ${editing.name}` : 'Add a center'}
        </h2>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            value={values.name}
            maxLength={200}
            aria-required
            onChange={(e) => setValues({ ...values, name: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-address`}>Address</Label>
          <Input
            id={`${id}-address`}
            value={values.address}
            maxLength={500}
            onChange={(e) => setValues({ ...values, address: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-city`}>City</Label>
          <Input
            id={`${id}-city`}
            value={values.city}
            maxLength={100}
            onChange={(e) => setValues({ ...values, city: e.target.value })}
          />
        </div>
        <FormAlert>{failure}</FormAlert>
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {editing ? 'Save center' : 'Add center'}
          </Button>
          {editing && (
            <Button type="button" variant="outline" onClick={() => startEdit(null)}>
              Cancel editing
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
