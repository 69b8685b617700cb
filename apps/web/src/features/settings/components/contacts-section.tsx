import {
  type ContactFormValues,
  contactFormSchema,
  contactTypes,
} from '@athcare/shared/profile.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog, DialogActions } from '@/components/ui/dialog';
import { fieldAria, FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { type Contact, useDeleteContact, useSaveContact } from '../api/my-profile';

const typeLabels = { phone: 'Phone', email: 'Email' } as const;
const emptyContact: ContactFormValues = {
  contactType: 'phone',
  value: '',
  isPrimary: false,
  isPublic: false,
};

function ContactDialog({
  userId,
  contact,
  onClose,
}: {
  userId: string;
  contact: Contact | null;
  onClose: () => void;
}) {
  const id = useId();
  const save = useSaveContact(userId);
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: contact
      ? {
          contactType: contact.contactType,
          value: contact.value,
          isPrimary: contact.isPrimary,
          isPublic: contact.isPublic,
        }
      : emptyContact,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...(contact ? { id: contact.id } : {}), values });
      toast.success(contact ? 'Contact updated.' : 'Contact added.');
      onClose();
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={contact ? 'Edit contact' : 'Add a contact'}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <FormField id={`${id}-type`} label="Type">
          <Select id={`${id}-type`} {...form.register('contactType')}>
            {contactTypes.map((t) => (
              <option key={t} value={t}>
                {typeLabels[t]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id={`${id}-value`} label="Phone number or email" error={errors.value?.message}>
          <Input
            id={`${id}-value`}
            {...fieldAria(`${id}-value`, { error: errors.value?.message })}
            {...form.register('value')}
          />
        </FormField>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('isPrimary')} /> Primary
          contact of its type
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('isPublic')} /> Visible to
          other members
        </label>
        {errors.root?.message && (
          <p role="alert" className="text-sm text-destructive">
            {errors.root.message}
          </p>
        )}
        <DialogActions>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save contact'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** §3 Contact: phone numbers and emails, one primary per type, each public or not. */
export function ContactsSection({ userId, contacts }: { userId: string; contacts: Contact[] }) {
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const remove = useDeleteContact(userId);
  return (
    <section aria-labelledby="contacts-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="contacts-title" className="text-lg font-semibold">
          Contacts
        </h3>
        <Button variant="outline" onClick={() => setEditing('new')}>
          Add contact
        </Button>
      </div>
      {contacts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No phone numbers or extra emails yet.</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border">
          {contacts.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0 text-sm">
                <p className="font-medium break-all">{c.value}</p>
                <p className="text-muted-foreground">
                  {[
                    typeLabels[c.contactType],
                    c.isPrimary && 'primary',
                    c.isPublic ? 'public' : 'private',
                    c.isVerified ? 'verified' : 'not verified',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing(c)}
                  aria-label={`Edit ${c.value}`}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setDeleting(c)}
                  aria-label={`Delete ${c.value}`}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <ContactDialog
          userId={userId}
          contact={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title="Delete this contact?"
          description={deleting.value}
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast.success('Contact deleted.');
                setDeleting(null);
              },
              onError: (error) => toast.error(`Contact not deleted: ${describeError(error)}`),
            })
          }
        />
      )}
    </section>
  );
}
