import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/app-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** A dashboard card: its h2 (`headingId` names the list inside), what it holds, then its content. */
export function DashboardCard({
  headingId,
  title,
  description,
  children,
}: {
  headingId: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id={headingId}>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children}
    </Card>
  );
}

/** A link out of a dashboard card (all appointments, my documents). */
function CardLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: string;
}) {
  return (
    <Button asChild variant="outline" size="sm" className={className}>
      <AppLink href={href}>{children}</AppLink>
    </Button>
  );
}

/** A dashboard card with nothing to list: a large icon, why, and where to start. */
export function EmptyCardContent({
  icon: Icon,
  href,
  linkLabel,
  children,
}: {
  icon: LucideIcon;
  href: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden />
      <p className="text-sm text-muted-foreground">{children}</p>
      <CardLink href={href}>{linkLabel}</CardLink>
    </CardContent>
  );
}

/** A dashboard card's list (named by its heading), then a link to the whole of it. */
export function CardListContent({
  labelledBy,
  href,
  linkLabel,
  children,
}: {
  labelledBy: string;
  href: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <CardContent className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y" aria-labelledby={labelledBy}>
        {children}
      </ul>
      <CardLink href={href} className="self-start">
        {linkLabel}
      </CardLink>
    </CardContent>
  );
}

/** One row of a dashboard card's list: a title, a muted line under it, and an icon. */
export function CardListItem({
  icon: Icon,
  title,
  detail,
  truncate = false,
}: {
  icon: LucideIcon;
  title: ReactNode;
  detail: ReactNode;
  /** Cut a long title (a file name) to one line. */
  truncate?: boolean;
}) {
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <span className={truncate ? 'flex min-w-0 flex-col' : 'flex flex-col'}>
        <span className={truncate ? 'truncate font-medium' : 'font-medium'}>{title}</span>
        <span className="text-sm text-muted-foreground">{detail}</span>
      </span>
      <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
    </li>
  );
}
