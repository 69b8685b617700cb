import {
  type IdentityDocumentInput,
  identityDocumentInputSchema,
  identityDocumentTypes,
  type Vendor,
} from '@athcare/shared/vendor.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/native-controls';
import { toast } from '@/lib/toast';
import {
  uploadDocumentFile,
  useAddDocument,
  useDocuments,
  useRemoveDocument,
} from '../api/vendors-api';
import { VendorStatus } from './vendor-status';
import { TextField, VendorSection } from './vendor-form-bits';

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
  const { register, handleSubmit, formState, reset } = useForm<IdentityDocumentInput>({
    resolver,
    defaultValues: { documentType: 'GST Certificate', documentNumber: '', fileIds: [] },
  });
  const submit = handleSubmit(async (input) => {
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
        reset();
        setFile(null);
      })
      .catch(() => undefined);
  });
  return (
    <div className="flex flex-col gap-6">
      <VendorStatus vendor={vendor} />
      <VendorSection
        id={`${id}-list`}
        title="Identity documents"
        description="GST Certificate and Pan card (and Company CIN when you gave one) with the numbers of your business verify it."
      >
        {docs.isPending ? null : docs.isError ? (
          <FormAlert error={docs.error} />
        ) : docs.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No document yet.</p>
        ) : (
          <ul className="flex flex-col divide-y" aria-label="Your documents">
            {docs.data.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="font-medium">
                    {d.documentType} · <span className="font-mono">{d.documentNumber}</span>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {statusWords[d.status]}
                    {d.fileIds.length ? ` · ${d.fileIds.length} file(s) in your locker` : ''}
                    {d.status === 'rejected' && d.reviewNote ? ` · Reason: ${d.reviewNote}` : ''}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => {
                    if (window.confirm(`Remove the ${d.documentType}?`)) remove.mutate(d.id);
                  }}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <FormAlert error={remove.error} />
      </VendorSection>
      <VendorSection id={`${id}-add`} title="Add a document">
        <form
          noValidate
          aria-label="Add a document"
          onSubmit={(e) => void submit(e)}
          className="flex flex-col gap-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-type`} label="Document type">
              <Select id={`${id}-type`} {...register('documentType')}>
                {identityDocumentTypes.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </Select>
            </FormField>
            <TextField
              id={`${id}-number`}
              label="Document number"
              autoCapitalize="characters"
              maxLength={30}
              error={formState.errors.documentNumber?.message}
              {...register('documentNumber')}
            />
          </div>
          <FormField
            id={`${id}-file`}
            label="Scan or photo (optional, kept in your locker)"
            hint="PDF or image"
          >
            <Input
              id={`${id}-file`}
              type="file"
              accept="application/pdf,image/*"
              {...fieldAria(`${id}-file`, { hint: true })}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </FormField>
          <FormAlert error={uploadError ?? add.error} />
          <Button type="submit" className="w-fit" disabled={add.isPending}>
            Send for verification
          </Button>
        </form>
      </VendorSection>
    </div>
  );
}
