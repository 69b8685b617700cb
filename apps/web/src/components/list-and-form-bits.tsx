import { SearchIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

// Small pieces the list pages and forms share, in one module so that they load as one file.

/** A search form's submit button: a magnifier and "Search". */
export function SearchSubmitButton() {
  return (
    <Button type="submit">
      <SearchIcon aria-hidden />
      Search
    </Button>
  );
}

/** In place of a list that could not be loaded: a bordered box that is read out at once. */
export function ListLoadError({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border border-destructive/40 p-4 text-sm">
      {children}
    </div>
  );
}

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
