import { BriefcaseMedicalIcon } from 'lucide-react';

/** Medical cases (§2 history) are not built yet: the cases tab says so plainly. */
export function CasesEmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <BriefcaseMedicalIcon className="size-10 text-muted-foreground" aria-hidden />
      <p className="font-medium">Medical cases will appear here</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        When your care team opens a case, the documents attached to it can be searched from this
        tab.
      </p>
    </div>
  );
}
