import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function DialogActions({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end print:hidden',
        className,
      )}
      {...props}
    />
  );
}
