import {
  type ContactFormValues,
  contactFormSchema,
  contactTypes,
} from '@athcare/shared/profile.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/field';
import { LabelledOptions, Select } from '@/components/ui/native-controls';
import { type Contact, useDeleteContact, useSaveContact } from '../api/my-profile';
import { usePhoneVerificationAvailable } from '../api/verify-phone';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { CheckboxLabel } from './checkbox-label';
import { RecordListSection, useRecordDialogSubmit } from './record-list-section';
import { VerifyPhone } from './verify-phone';

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
  const onSubmit = useRecordDialogSubmit({ form, save, record: contact, noun: 'Contact', onClose });
  return (
    <RecordFormDialog
      title={contact ? 'Edit contact' : 'Add a contact'}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={save.isPending}
      submitLabel="Save contact"
      rootError={errors.root?.message}
    >
      <FormField id={`${id}-type`} label="Type">
        <Select id={`${id}-type`} {...form.register('contactType')}>
          <LabelledOptions values={contactTypes} labels={typeLabels} />
        </Select>
      </FormField>
      <InputField
        id={`${id}-value`}
        label="Phone number or email"
        error={errors.value?.message}
        {...form.register('value')}
      />
      <CheckboxLabel {...form.register('isPrimary')}>Primary contact of its type</CheckboxLabel>
      <CheckboxLabel {...form.register('isPublic')}>Visible to other members</CheckboxLabel>
    </RecordFormDialog>
  );
}

/**
 * §3 Contact: phone numbers and emails, one primary per type, each public or not. A phone that
 * is not verified can be, with a code by SMS, once the server has an SMS provider.
 */
export function ContactsSection({ userId, contacts }: { userId: string; contacts: Contact[] }) {
  const remove = useDeleteContact(userId);
  const smsAvailable = usePhoneVerificationAvailable();
  const [verifying, setVerifying] = useState<number | null>(null);
  const canVerify = (c: Contact) => smsAvailable && c.contactType === 'phone' && !c.isVerified;
  return (
    <RecordListSection
      title="Contacts"
      addLabel="Add contact"
      emptyText="No phone numbers or extra emails yet."
      noun="contact"
      items={contacts}
      describe={(c) => ({
        line: c.value,
        details: [
          typeLabels[c.contactType],
          c.isPrimary && 'primary',
          c.isPublic ? 'public' : 'private',
          c.isVerified ? 'verified' : 'not verified',
        ],
      })}
      remove={remove}
      renderActions={(c) =>
        canVerify(c) &&
        verifying !== c.id && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setVerifying(c.id)}
            aria-label={`Verify ${c.value}`}
          >
            Verify
          </Button>
        )
      }
      renderExtra={(c) =>
        canVerify(c) &&
        verifying === c.id && (
          <VerifyPhone userId={userId} contact={c} onClose={() => setVerifying(null)} />
        )
      }
      renderDialog={(contact, close) => (
        <ContactDialog userId={userId} contact={contact} onClose={close} />
      )}
    />
  );
}
