import { Link } from '@tanstack/react-router';
import { BriefcaseMedicalIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** In place of a list of cases that came back empty: what was looked for, and why it may be so. */
export function NoCases({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <BriefcaseMedicalIcon className="size-10 text-muted-foreground" aria-hidden />
      <p className="font-medium">{title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{children}</p>
    </div>
  );
}

/** Cases as links to their timelines: what each treats, then the line `detail` gives of it. */
export function CaseLinkList<Case extends { id: string; treatmentFor: string }>({
  username,
  cases,
  detail,
}: {
  username: string;
  cases: readonly Case[];
  detail: (medicalCase: Case) => ReactNode;
}) {
  return (
    <ul className="flex flex-col divide-y rounded-md border">
      {cases.map((c) => (
        <li key={c.id}>
          <Link
            to="/$username/history/$medicalCaseId"
            params={{ username, medicalCaseId: c.id }}
            className="flex flex-col gap-1 p-3 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="font-medium">{c.treatmentFor}</span>
            <span className="text-sm text-muted-foreground">{detail(c)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
