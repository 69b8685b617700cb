import { useTreatments } from '../api/get-treatments';
import { formatInrRange } from '@/lib/format';
import { LinkCard } from './link-card';
import { ExploreSectionTitle } from './page-title';

/** /explore/treatments: what each treatment is, and what it typically costs. */
export function TreatmentsList() {
  const { data: treatments } = useTreatments();
  return (
    <div className="flex flex-col gap-6">
      <ExploreSectionTitle section="treatments" />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {treatments.map((t) => {
          const price = formatInrRange(t.priceFrom, t.priceTo);
          return (
            <LinkCard
              key={t.id}
              heading="h2"
              title={t.name}
              link={{ to: '/explore/treatments/$treatment', params: { treatment: t.slug } }}
            >
              {t.summary ? (
                <p className="line-clamp-3 text-sm text-muted-foreground">{t.summary}</p>
              ) : null}
              {price ? (
                <p className="mt-auto text-sm">
                  <span className="text-muted-foreground">Typical cost </span>
                  <span className="font-medium">{price}</span>
                </p>
              ) : null}
            </LinkCard>
          );
        })}
      </ul>
    </div>
  );
}
