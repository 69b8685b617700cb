import { Link } from '@tanstack/react-router';
import { StethoscopeIcon } from 'lucide-react';
import { useSpecializations } from '../api/get-specializations';
import type { TreatmentDetail } from '../api/get-treatment';
import { formatInrRange } from '@/lib/format';
import { ArticleBody } from './article-body';

/** /explore/treatments/{slug}: the article, its cost and the specialists who treat it. */
export function TreatmentDetailView({ treatment }: { treatment: TreatmentDetail }) {
  const specializations = useSpecializations();
  const price = formatInrRange(treatment.priceFrom, treatment.priceTo);
  const specialists = treatment.specializations
    .map((s) => specializations.data?.find((x) => x.id === s.specializationId))
    .filter((s) => s !== undefined);
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-medium text-primary">Treatment</p>
        <h1 className="text-3xl font-semibold tracking-tight">{treatment.name}</h1>
        {treatment.summary ? (
          <p className="text-lg text-muted-foreground">{treatment.summary}</p>
        ) : null}
        {price ? (
          <p>
            <span className="text-muted-foreground">Typical cost: </span>
            <span className="font-semibold">{price}</span>
          </p>
        ) : null}
      </header>
      {treatment.body ? <ArticleBody text={treatment.body} /> : null}
      {specialists.length > 0 ? (
        <aside
          aria-labelledby="treatment-specialists"
          className="flex flex-col gap-3 rounded-xl border bg-card p-4"
        >
          <h2 id="treatment-specialists" className="flex items-center gap-2 font-semibold">
            <StethoscopeIcon className="size-5 text-primary" aria-hidden />
            Find a specialist
          </h2>
          <ul className="flex flex-wrap gap-2">
            {specialists.map((s) => (
              <li key={s.id}>
                <Link
                  to="/explore/doctors"
                  search={{ specialization: s.slug }}
                  className="inline-flex min-h-10 items-center rounded-md border px-3 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </article>
  );
}
