import {
  type CaseSummaryInput,
  caseSummaryInputSchema,
} from '@athcare/shared/subscriptions.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorText } from '@/components/list-and-form-bits';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField, InputField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/native-controls';
import { saveOrRefuse } from '@/lib/form-refusal';
import { toast } from '@/lib/toast';
import { useAddSummary } from '../api/case-writes';

/** A summary entry on a case (§5: title at most 250, brief at most 1500). */
export function SummaryForm({ caseId }: { caseId: string }) {
  const id = useId();
  const add = useAddSummary(caseId);
  const form = useForm<CaseSummaryInput>({
    resolver: zodResolver(caseSummaryInputSchema),
    defaultValues: { title: '', brief: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    saveOrRefuse(form.setError, async () => {
      await add.mutateAsync(values);
      toast.success('Summary added.');
      form.reset({ title: '', brief: '' });
    }),
  );
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Add a summary"
      className="flex flex-col gap-3 rounded-md border p-4"
    >
      <InputField
        id={`${id}-title`}
        label="Summary title"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <FormField id={`${id}-brief`} label="Brief" error={errors.brief?.message}>
        <Textarea
          id={`${id}-brief`}
          rows={3}
          {...fieldAria(`${id}-brief`, { error: errors.brief?.message })}
          {...form.register('brief')}
        />
      </FormField>
      <FormErrorText>{errors.root?.message}</FormErrorText>
      <div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Saving…' : 'Add summary'}
        </Button>
      </div>
    </form>
  );
}
