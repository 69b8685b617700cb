import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/*
 * shadcn/ui's Field parts, owned here: a field is a label, its control, a description and an
 * error. The error is not an alert of its own: the control points at it (aria-describedby) and is
 * marked aria-invalid, so it is read when the control is; the form-level refusal is the Alert.
 */

export function Field({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="group"
      data-slot="field"
      className={cn('flex min-w-0 flex-col gap-2', className)}
      {...props}
    />
  );
}

export function FieldLabel(props: ComponentProps<typeof Label>) {
  return <Label data-slot="field-label" {...props} />;
}

export function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-description"
      className={cn('text-xs text-muted-foreground', className)}
      {...props}
    />
  );
}

/** A field's error text, linked to the control with aria-describedby; nothing when empty. */
export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p data-slot="field-error" className={cn('text-sm text-destructive', className)} {...props}>
      {children}
    </p>
  );
}

/** The aria attributes that tie a control to its description and its error (ids from FormField). */
export function fieldAria(
  id: string,
  { hint, error }: { hint?: ReactNode; error?: string | undefined },
) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  };
}

/** A labelled control with its description and error; the control spreads fieldAria(id, …). */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Field className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children}
      {hint && <FieldDescription id={`${id}-hint`}>{hint}</FieldDescription>}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  );
}

/** A labelled Input with its hint and error (FormField and fieldAria in one). */
export function InputField({
  id,
  label,
  error,
  hint,
  ...input
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
} & ComponentProps<typeof Input>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input id={id} {...fieldAria(id, { hint, error })} {...input} />
    </FormField>
  );
}
