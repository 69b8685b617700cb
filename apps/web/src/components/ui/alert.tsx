import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { describeError } from '@/lib/errors';
import { cn } from '@/lib/utils';

/*
 * shadcn/ui's Alert, owned here. A form's refusal is one pattern: <FormAlert error={mutation.error} />
 * for a mutation's form, <FormAlert>{errors.root?.message}</FormAlert> for a react-hook-form form
 * whose save is a callback (`saveOrRefuse` in lib/form-refusal.ts sets that root error).
 */

const alertVariants = cva(
  'relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current',
  {
    variants: {
      variant: {
        default: 'bg-card text-card-foreground',
        destructive:
          'bg-card text-destructive *:data-[slot=alert-description]:text-destructive/90 [&>svg]:text-current',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Alert({
  className,
  variant,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return (
    <div
      data-slot="alert"
      role="alert"
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-title"
      className={cn('col-start-2 line-clamp-1 min-h-4 font-medium tracking-tight', className)}
      {...props}
    />
  );
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn(
        'col-start-2 grid justify-items-start gap-1 text-sm text-muted-foreground [&_p]:leading-relaxed',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A form's refusal, in the destructive Alert; nothing when there is none. `error` is described in
 * the user's words (`describe`, describeError by default); `children` is a message already worded.
 */
export function FormAlert({
  error,
  describe = describeError,
  children,
  className,
}: {
  error?: unknown;
  describe?: (error: unknown) => string;
  children?: string | null | undefined;
  className?: string;
}) {
  const message = children || (error ? describe(error) : null);
  if (!message) return null;
  return (
    <Alert variant="destructive" className={className}>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
