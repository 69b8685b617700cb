import { InputField } from '@/components/ui/field';
import { Fragment, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { RemoveButton } from '@/components/confirm-button';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { VendorSection } from './vendor-form-bits';

/*
 * The vendor pages' one shape (branches, hospitals, documents; issue #11): a section listing the
 * records, each removable after a confirmation, and a section with the form that adds one.
 */

/** A record's row: its name, a line of detail, and Remove. */
export function RecordRow({
  name,
  detail,
  removeQuestion,
  onRemove,
  removing,
}: {
  name: ReactNode;
  detail: ReactNode;
  removeQuestion: string;
  onRemove: () => void;
  removing: boolean;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="font-medium">{name}</p>
        <p className="text-sm break-words text-muted-foreground">{detail}</p>
      </div>
      <RemoveButton question={removeQuestion} disabled={removing} onRemove={onRemove} />
    </li>
  );
}

/** The list's section: nothing while loading, the failure, `empty` when none, else the records. */
export function VendorRecordList<Row extends { id: number }>({
  id,
  title,
  description,
  records,
  empty,
  listLabel,
  listClassName = 'flex flex-col divide-y',
  renderRecord,
  error,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  records: { data: readonly Row[] | undefined; error: unknown };
  empty: string;
  listLabel: string;
  listClassName?: string;
  /** The record's <li>. */
  renderRecord: (record: Row) => ReactNode;
  /** A failed change to a record (e.g. a removal). */
  error?: unknown;
}) {
  return (
    <VendorSection id={id} title={title} description={description}>
      {records.error ? (
        <FormAlert error={records.error} />
      ) : !records.data ? null : records.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className={listClassName} aria-label={listLabel}>
          {records.data.map((record) => (
            <Fragment key={record.id}>{renderRecord(record)}</Fragment>
          ))}
        </ul>
      )}
      {error ? <FormAlert error={error} /> : null}
    </VendorSection>
  );
}

/** The add section: a form named by its title, its fields, the save's failure and the submit. */
export function VendorAddForm({
  id,
  title,
  submitLabel,
  onSubmit,
  pending,
  error,
  className = 'grid gap-4 sm:grid-cols-2',
  children,
}: {
  id: string;
  title: string;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  pending: boolean;
  error: unknown;
  className?: string;
  children: ReactNode;
}) {
  return (
    <VendorSection id={id} title={title}>
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => void onSubmit(event)}
        className={className}
      >
        {children}
        <div className="flex flex-col gap-2 sm:col-span-2">
          <FormAlert error={error} />
          <Button type="submit" className="w-fit" disabled={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </VendorSection>
  );
}

/**
 * A form's text fields in one line each: `field('city', 'City')` is the labelled input registered
 * as `city`, with its error.
 */
export function textFields<Values extends FieldValues>(id: string, form: UseFormReturn<Values>) {
  return function field(
    name: Path<Values>,
    label: string,
    input: Omit<Parameters<typeof InputField>[0], 'id' | 'label'> = {},
    /** How it registers, e.g. `{ valueAsNumber: true }` for a number input. */
    options?: RegisterOptions<Values, Path<Values>>,
  ) {
    return (
      <InputField
        id={`${id}-${name}`}
        label={label}
        error={form.getFieldState(name, form.formState).error?.message}
        {...input}
        {...form.register(name, options)}
      />
    );
  };
}
