import { Link } from '@tanstack/react-router';
import { useTreatments } from '../api/get-treatments';
import { formatInrRange } from '@/lib/format';
import { PageTitle } from './page-title';

const cardClass =
  'relative flex h-full flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm focus-within:ring-2 focus-within:ring-ring hover:bg-accent/50';
const stretched =
  "font-semibold after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none";

/** /explore/treatments: what each treatment is, and what it typically costs. */
export function TreatmentsList() {
  const { data: treatments } = useTreatments();
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title="Treatments">
        Common procedures explained in plain language, with typical costs in India.
      </PageTitle>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {treatments.map((t) => {
          const price = formatInrRange(t.priceFrom, t.priceTo);
          return (
            <li key={t.id}>
              <article className={cardClass}>
                <h2 className="text-base">
                  <Link
                    to="/explore/treatments/$treatment"
                    params={{ treatment: t.slug }}
                    className={stretched}
                  >
                    {t.name}
                  </Link>
                </h2>
                {t.summary ? (
                  <p className="line-clamp-3 text-sm text-muted-foreground">{t.summary}</p>
                ) : null}
                {price ? (
                  <p className="mt-auto text-sm">
                    <span className="text-muted-foreground">Typical cost </span>
                    <span className="font-medium">{price}</span>
                  </p>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
