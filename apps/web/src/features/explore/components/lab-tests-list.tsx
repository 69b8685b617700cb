import { Link } from '@tanstack/react-router';
import { useLabTests } from '../api/get-lab-tests';
import { formatReportTime } from '../lib/format';
import { formatInr } from '@/lib/format';
import { PageTitle } from './page-title';

const stretched =
  "font-semibold after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none";

/** /explore/lab-tests: tests and packages grouped by category, with price and report time. */
export function LabTestsList() {
  const { data: tests } = useLabTests();
  const groups = new Map<string, typeof tests>();
  for (const t of tests) {
    const key = t.category ?? 'Other tests';
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title="Lab tests">
        Blood tests and health packages with home sample collection across India.
      </PageTitle>
      {[...groups].map(([category, items]) => (
        <section key={category} aria-labelledby={`lab-${category}`} className="flex flex-col gap-3">
          <h2 id={`lab-${category}`} className="text-lg font-semibold">
            {category}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((t) => {
              const report = formatReportTime(t.reportTimeHours);
              return (
                <li key={t.id}>
                  <article className="relative flex h-full flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm focus-within:ring-2 focus-within:ring-ring hover:bg-accent/50">
                    <h3 className="text-base">
                      <Link
                        to="/explore/lab-tests/$labTestId"
                        params={{ labTestId: t.id }}
                        className={stretched}
                      >
                        {t.name}
                      </Link>
                    </h3>
                    <p className="text-sm text-muted-foreground">
                      {[t.sampleType, report ? `Report in ${report}` : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    <p className="mt-auto flex items-baseline gap-2">
                      <span className="font-semibold">{formatInr(t.price)}</span>
                      {t.mrp !== null && t.mrp > t.price ? (
                        <s className="text-sm text-muted-foreground">
                          <span className="sr-only">was </span>
                          {formatInr(t.mrp)}
                        </s>
                      ) : null}
                    </p>
                  </article>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
