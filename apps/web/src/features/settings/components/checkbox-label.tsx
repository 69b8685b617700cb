import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A checkbox inside its label, the words after it; the field's error, if any, under it. */
export function CheckboxLabel({
  children,
  error,
  labelClassName,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'className' | 'children'> & {
  children: ReactNode;
  error?: string;
  /** Other type for the label, e.g. a heading-like master switch. */
  labelClassName?: string;
}) {
  return (
    <>
      <label className={cn('flex items-center gap-2 text-sm', labelClassName)}>
        <input type="checkbox" className="size-4" {...input} /> {children}
      </label>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </>
  );
}
