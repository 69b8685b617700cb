import type { ComponentProps, ReactNode } from 'react';

/** A checkbox with its label on the right. */
export function CheckField({
  id,
  label,
  ...input
}: { id: string; label: ReactNode } & ComponentProps<'input'>) {
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" className="size-4" {...input} />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}

/** A section of the vendor dashboard with its heading. */
export function VendorSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4 rounded-lg border p-4">
      <header className="flex flex-col gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </header>
      {children}
    </section>
  );
}
