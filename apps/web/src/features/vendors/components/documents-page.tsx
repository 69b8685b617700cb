import {
  type IdentityDocumentInput,
  identityDocumentInputSchema,
  identityDocumentTypes,
  type Vendor,
} from '@athcare/shared/vendor.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldAria, FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/native-controls';
import { toast } from '@/lib/toast';
import {
  uploadDocumentFile,
  useAddDocument,
  useDocuments,
  useRemoveDocument,
} from '../api/owned-rows-api';
import { VendorStatus } from './vendor-status';
import { RecordRow, textFields, VendorAddForm, VendorRecordList } from './vendor-record-list';

const resolver = zodResolver(identityDocumentInputSchema);
const statusWords = { pending: 'Waiting for review', verified: 'Verified', rejected: 'Rejected' };

/** §3 Identity document: type, number (checked by type), files in the locker; an admin reviews. */
export function DocumentsPage({ vendor }: { vendor: Vendor }) {
  const id = useId();
  const docs = useDocuments();
  const add = useAddDocument();
  const remove = useRemoveDocument();
  const [file, setFile] = useState<File | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const form = useForm<IdentityDocumentInput>({
    resolver,
    defaultValues: { documentType: 'GST Certificate', documentNumber: '', fileIds: [] },
  });
  const field = textFields(id, form);
  const submit = form.handleSubmit(async (input) => {
    setUploadError(null);
    let fileIds: string[] = [];
    if (file) {
      try {
        fileIds = [await uploadDocumentFile(file)];
      } catch (error) {
        setUploadError(error);
        return;
      }
    }
    await add
      .mutateAsync({ vendorId: vendor.id, input: { ...input, fileIds } })
      .then(() => {
        toast.success('Document sent for verification.');
        form.reset();
        setFile(null);
      })
      .catch(() => undefined);
  });
  return (
    <div className="flex flex-col gap-6">
      <VendorStatus vendor={vendor} />
      <VendorRecordList
        id={`${id}-list`}
        title="Identity documents"
        description="GST Certificate and Pan card (and Company CIN when you gave one) with the numbers of your business verify it."
        records={docs}
        empty="No document yet."
        listLabel="Your documents"
        error={remove.error}
        renderRecord={(d) => (
          <RecordRow
            name={
              <>
                {d.documentType} · <span className="font-mono">{d.documentNumber}</span>
              </>
            }
            detail={`${statusWords[d.status]}${
              d.fileIds.length ? ` · ${d.fileIds.length} file(s) in your locker` : ''
            }${d.status === 'rejected' && d.reviewNote ? ` · Reason: ${d.reviewNote}` : ''}`}
            removeQuestion={`Remove the ${d.documentType}?`}
            removing={remove.isPending}
            onRemove={() => remove.mutate(d.id)}
          />
        )}
      />
      <VendorAddForm
        id={`${id}-add`}
        title="Add a document"
        submitLabel="Send for verification"
        onSubmit={submit}
        pending={add.isPending}
        error={uploadError ?? add.error}
      >
        <FormField id={`${id}-type`} label="Document type">
          <Select id={`${id}-type`} {...form.register('documentType')}>
            {identityDocumentTypes.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </Select>
        </FormField>
        {field('documentNumber', 'Document number', {
          autoCapitalize: 'characters',
          maxLength: 30,
        })}
        <FormField
          id={`${id}-file`}
          label="Scan or photo (optional, kept in your locker)"
          hint="PDF or image"
          className="sm:col-span-2"
        >
          <Input
            id={`${id}-file`}
            type="file"
            accept="application/pdf,image/*"
            {...fieldAria(`${id}-file`, { hint: true })}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </FormField>
      </VendorAddForm>
    </div>
  );
}
