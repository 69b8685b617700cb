import type { FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/native-controls';

/** A labelled control with its error (the control spreads `fieldAria(id, { error })`). */
export function FormRow({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  /** What react-hook-form's `register(name)` returns. */
  field: UseFormRegisterReturn;
}

/** One text field row: label, input wired to the form, its error. */
export function InputField({
  id,
  label,
  error,
  field,
  inputMode = 'decimal',
  type,
}: FieldProps & {
  inputMode?: 'decimal' | 'numeric' | 'text';
  type?: 'text' | 'datetime-local' | 'date';
}) {
  return (
    <FormRow id={id} label={label} error={error}>
      <Input id={id} inputMode={inputMode} type={type} {...field} {...fieldAria(id, { error })} />
    </FormRow>
  );
}

/** An option as a value (shown as itself) or a [value, label] pair. */
export type Choice = string | readonly [value: string, label: string];

/** One select row: label, the choices (with an optional empty first choice), its error. */
export function SelectField({
  id,
  label,
  error,
  field,
  choices,
  empty,
  children,
}: FieldProps & { choices?: readonly Choice[]; empty?: string; children?: ReactNode }) {
  return (
    <FormRow id={id} label={label} error={error}>
      <Select id={id} {...field} {...fieldAria(id, { error })}>
        {empty !== undefined && <option value="">{empty}</option>}
        {choices?.map((c) => {
          const [value, text] = typeof c === 'string' ? [c, c] : c;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
        {children}
      </Select>
    </FormRow>
  );
}

/** "moderate" → "Moderate": an enum value as a choice label. */
export const capitalised = (values: readonly string[]): Choice[] =>
  values.map((v) => [v, v[0]!.toUpperCase() + v.slice(1)] as const);

const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;
const span = { 2: 'sm:col-span-2', 3: 'sm:col-span-3' } as const;

/**
 * The form's name and submit button for a form that creates a thing or, given the `editing`
 * thing's name, edits it ("Edit …", "Save changes").
 */
export const createOrEditLabels = (
  editing: string | undefined,
  create: { label: string; submitLabel: string },
) => (editing === undefined ? create : { label: `Edit ${editing}`, submitLabel: 'Save changes' });

/** A tracker form: its fields in a grid, the request's error, and the submit button. */
export function TrackerForm({
  label,
  columns = 2,
  onSubmit,
  rootError,
  submitting,
  submitLabel,
  children,
}: {
  label: string;
  columns?: 2 | 3;
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>;
  rootError?: string | undefined;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(e) => void onSubmit(e)}
      className={`grid gap-4 ${grid[columns]}`}
    >
      {children}
      {rootError && (
        <p role="alert" className={`text-sm text-destructive ${span[columns]}`}>
          {rootError}
        </p>
      )}
      <div className={span[columns]}>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** A section of the trackers page with its heading. */
/**
 * What a section with a form takes from its page: its heading's level (`TrackerSection`'s), and
 * `formOpen`, which shows the form at once (the settings' medical profile, a page for editing).
 */
export interface EditableSectionProps {
  level?: 2 | 3;
  formOpen?: boolean;
}

export function TrackerSection({
  id,
  title,
  level = 2,
  children,
}: {
  id: string;
  title: string;
  /** The heading's level: 2 on /trackers, 3 inside the settings' medical profile. */
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4 rounded-lg border p-4">
      <Heading id={id} className="text-lg font-semibold">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A removable line of a list (an allergy, a goal): its text and a Remove button. */
export function RemovableItem({
  children,
  name,
  disabled,
  onRemove,
}: {
  children: ReactNode;
  /** What the button removes, for screen readers. */
  name: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2">
      <span>{children}</span>
      <Button size="sm" variant="outline" disabled={disabled} onClick={onRemove}>
        Remove<span className="sr-only"> {name}</span>
      </Button>
    </li>
  );
}

/** The local date-time as a datetime-local input shows it (YYYY-MM-DDTHH:MM). */
export function localDateTimeValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}
