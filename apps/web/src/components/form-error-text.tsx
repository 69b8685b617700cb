import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A form's refusal as a line of red text read out at once (role alert); nothing when there is
 * none. The plainer sibling of FormAlert, for the compact social and case forms.
 */
export function FormErrorText({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  if (!children) return null;
  return (
    <p role="alert" className={cn('text-sm text-destructive', className)}>
      {children}
    </p>
  );
}
