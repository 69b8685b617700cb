import {
  type LinkCaseFileInput,
  linkCaseFileInputSchema,
} from '@athcare/shared/subscriptions.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorText } from '@/components/list-and-form-bits';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/field';
import { Select } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { saveOrRefuse } from '@/lib/form-refusal';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { useLinkCaseFile, useUnlinkCaseFile } from '../api/case-writes';
import type { CaseDetail } from '../api/case-schemas';
import { useMyFiles } from '../api/get-my-files';

/**
 * The member's locker files on a case: link one of their own files (the database accepts only the
 * member's own, on their own or their minor's or managed member's case) and unlink what they linked.
 */
export function CaseFiles({ data }: { data: CaseDetail }) {
  const id = useId();
  const userId = useSessionStore((s) => s.user?.id);
  const files = useMyFiles(userId);
  const link = useLinkCaseFile(data.id);
  const unlink = useUnlinkCaseFile();
  const form = useForm<LinkCaseFileInput>({
    resolver: zodResolver(linkCaseFileInputSchema),
    defaultValues: { fileId: '' },
  });
  const { errors } = form.formState;
  const linked = new Set(data.caseFiles.map((f) => f.fileId));
  const choices = (files.data ?? []).filter((f) => !linked.has(f.id));
  const onSubmit = form.handleSubmit((values) =>
    saveOrRefuse(form.setError, async () => {
      await link.mutateAsync(values);
      toast.success('File linked to the case.');
      form.reset({ fileId: '' });
    }),
  );
  const mine = data.caseFiles.filter((f) => f.linkedBy === userId);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-md border p-4">
      {/* Under the case's title, the page's heading (the member's case page, its only place). */}
      <h2 id={`${id}-title`} className="font-semibold">
        Files from your locker
      </h2>
      {mine.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {mine.map((f) => (
            <li key={f.id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 break-words">{f.fileName}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Unlink ${f.fileName}`}
                disabled={unlink.isPending}
                onClick={() =>
                  unlink.mutate(f.id, {
                    onSuccess: () => toast.success('File unlinked; it stays in your locker.'),
                    onError: (error) => toast.error(`Not unlinked: ${describeError(error)}`),
                  })
                }
              >
                Unlink
              </Button>
            </li>
          ))}
        </ul>
      )}
      {files.isPending ? (
        <p className="text-sm text-muted-foreground">Loading your files…</p>
      ) : choices.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {files.error ? describeError(files.error) : 'No other file in your locker to link.'}
        </p>
      ) : (
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-label="Link a file to the case"
          className="flex flex-wrap items-end gap-3"
        >
          <FormField id={`${id}-file`} label="File" error={errors.fileId?.message}>
            <Select
              id={`${id}-file`}
              {...fieldAria(`${id}-file`, { error: errors.fileId?.message })}
              {...form.register('fileId')}
            >
              <option value="">Choose a file…</option>
              {choices.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </Select>
          </FormField>
          <Button type="submit" disabled={link.isPending}>
            Link file
          </Button>
          <FormErrorText className="w-full">{errors.root?.message}</FormErrorText>
        </form>
      )}
    </section>
  );
}
