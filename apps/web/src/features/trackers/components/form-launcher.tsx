import { type ComponentType, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A form's component loaded on demand: `Form` for a FormLauncher's children, `preload` to fetch
 * its module ahead (the import is made once; later calls return the browser's loaded module).
 */
export function lazyForm<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return { Form: lazy(() => load().then((component) => ({ default: component }))), preload: load };
}

/** What stands in a form's place while its module loads. */
export const loadingForm = <p className="text-sm text-muted-foreground">Loading the form…</p>;

/**
 * A tracker form behind the button that names it ("Record vitals"). The form's module
 * (react-hook-form, its schema's resolver, the form's fields) loads when the member first opens
 * it, fetched already when they point at or focus the button: the page's first load and first
 * render carry the member's data, not six forms (issue #21). Closed again, the form is hidden, not
 * dropped, so what was typed stays. `defaultOpen` where editing is the page's purpose.
 */
export function FormLauncher({
  label,
  preload,
  defaultOpen = false,
  children,
}: {
  label: string;
  preload: () => Promise<unknown>;
  defaultOpen?: boolean;
  /** The form, a lazyForm's `Form`. */
  children: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [mounted, setMounted] = useState(defaultOpen);
  const warm = () => void preload();
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        aria-expanded={open}
        aria-controls={id}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setOpen(!open);
          setMounted(true);
        }}
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
        >
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </Button>
      <div id={id} hidden={!open}>
        {mounted && <Suspense fallback={loadingForm}>{children}</Suspense>}
      </div>
    </div>
  );
}
