import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, Textarea } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';

export interface FieldDef {
  name: string;
  label: string;
  kind?: 'text' | 'number' | 'textarea' | 'select' | 'url';
  options?: readonly { value: string; label: string }[];
  required?: boolean;
  maxLength?: number;
  hint?: string;
  defaultValue?: string;
}

type Errors = Record<string, string>;

/** A form's values as the schema parses them: text as typed, lists for repeated names. */
export function readForm(form: HTMLFormElement, listNames: readonly string[] = []) {
  const data = new FormData(form);
  const values: Record<string, unknown> = {};
  for (const [key, value] of data.entries()) {
    if (typeof value !== 'string') continue;
    if (listNames.includes(key)) values[key] = [...((values[key] as string[]) ?? []), value];
    else values[key] = value;
  }
  for (const name of listNames) values[name] ??= [];
  return values;
}

/**
 * A small schema-driven form: the shared zod schema validates on submit (its messages shown at
 * each field), then `onValid` saves; a server refusal is shown above the buttons.
 */
export function SchemaForm<S extends z.ZodType>({
  label,
  schema,
  fields,
  listNames,
  submitLabel,
  onValid,
  resetOnSuccess = false,
  children,
}: {
  label: string;
  schema: S;
  fields: readonly FieldDef[];
  listNames?: readonly string[];
  submitLabel: string;
  onValid: (value: z.output<S>) => Promise<unknown>;
  resetOnSuccess?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    const parsed = schema.safeParse(readForm(form, listNames));
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '_');
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onValid(parsed.data);
      if (resetOnSuccess) form.reset();
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3 rounded-lg border p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((f) => {
          const fieldId = `${id}-${f.name}`;
          const errorId = `${fieldId}-error`;
          const common = {
            id: fieldId,
            name: f.name,
            defaultValue: f.defaultValue ?? '',
            'aria-invalid': errors[f.name] ? true : undefined,
            'aria-describedby': errors[f.name] ? errorId : undefined,
            'aria-required': f.required || undefined,
          };
          return (
            <div
              key={f.name}
              className={`flex flex-col gap-1.5 ${f.kind === 'textarea' ? 'sm:col-span-2' : ''}`}
            >
              <Label htmlFor={fieldId}>
                {f.label}
                {f.required ? ' *' : ''}
              </Label>
              {f.kind === 'textarea' ? (
                <Textarea rows={5} maxLength={f.maxLength} {...common} />
              ) : f.kind === 'select' ? (
                <Select {...common}>
                  <option value="">Choose…</option>
                  {f.options?.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              ) : (
                <Input
                  type={f.kind === 'number' ? 'number' : f.kind === 'url' ? 'url' : 'text'}
                  inputMode={f.kind === 'number' ? 'numeric' : undefined}
                  maxLength={f.maxLength}
                  {...common}
                />
              )}
              {f.hint && <p className="text-xs text-muted-foreground">{f.hint}</p>}
              <FieldError id={errorId}>{errors[f.name]}</FieldError>
            </div>
          );
        })}
      </div>
      {children}
      {errors._ && <p className="text-sm text-destructive">{errors._}</p>}
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
