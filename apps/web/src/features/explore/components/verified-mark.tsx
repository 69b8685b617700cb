import { BadgeCheckIcon } from 'lucide-react';

/** An admin checked this personnel's registration number and council (issue 12). */
export function VerifiedMark() {
  return (
    <span
      className="inline-flex w-fit items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary"
      title="An admin checked the registration number and medical council."
    >
      <BadgeCheckIcon className="size-3.5" aria-hidden />
      Verified
    </span>
  );
}
