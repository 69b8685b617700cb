import type { SiteInfo } from '@athcare/shared/site-info.schema';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** When the legal texts last changed (shown on both pages). */
export const LEGAL_LAST_UPDATED = '22 November 2026';

/** A readable single-column legal document on the bare accounts layout. */
export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <article className="w-full max-w-3xl rounded-xl border bg-card p-5 leading-relaxed text-card-foreground shadow-sm sm:p-10">
      <header className="flex flex-col gap-2 border-b pb-6">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-sm text-muted-foreground">Last updated {LEGAL_LAST_UPDATED}</p>
        <p className="text-muted-foreground">{intro}</p>
      </header>
      <div className="flex flex-col gap-6 pt-6 [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_section]:flex [&_section]:flex-col [&_section]:gap-2">
        {children}
      </div>
      <nav aria-label="Legal" className="mt-8 flex flex-wrap gap-x-6 gap-y-2 border-t pt-6 text-sm">
        <Link to="/accounts/terms-and-conditions" className="text-primary hover:underline">
          Terms and conditions
        </Link>
        <Link to="/accounts/privacy-policy" className="text-primary hover:underline">
          Privacy policy
        </Link>
        <Link to="/accounts/registration" className="text-primary hover:underline">
          Create an account
        </Link>
      </nav>
    </article>
  );
}

/** The grievance officer's details (Indian IT Rules 2021, rule 3(2)), from configuration. */
export function GrievanceOfficerContact({ info }: { info: SiteInfo }) {
  return (
    <address className="rounded-md border bg-muted/40 p-4 text-sm not-italic">
      <strong>Grievance Officer</strong>
      <br />
      Name: {info.grievanceOfficerName}
      <br />
      Designation: {info.grievanceOfficerDesignation}, {info.operatorName}
      <br />
      Email: <a href={`mailto:${info.grievanceEmail}`}>{info.grievanceEmail}</a>
      <br />
      Phone: {info.grievancePhone}
      <br />
      Address: {info.operatorAddress}
      <br />
      Working hours: Monday to Friday, 10:00 to 18:00 IST
    </address>
  );
}
