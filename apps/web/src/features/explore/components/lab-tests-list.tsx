import type { LabTest } from '@athcare/shared/content.schema';
import { useLabTests } from '../api/get-lab-tests';
import { formatReportTime } from '../lib/format';
import { LabTestPrice } from './lab-test-price';
import { LinkCard } from './link-card';
import { ExploreSectionTitle } from './page-title';

/** One test's card: sample and report time, then its price (and the MRP it is cheaper than). */
function LabTestCard({ test }: { test: LabTest }) {
  const report = formatReportTime(test.reportTimeHours);
  return (
    <LinkCard
      heading="h3"
      title={test.name}
      link={{ to: '/explore/lab-tests/$labTestId', params: { labTestId: test.id } }}
    >
      <p className="text-sm text-muted-foreground">
        {[test.sampleType, report ? `Report in ${report}` : null].filter(Boolean).join(' · ')}
      </p>
      <LabTestPrice test={test} className="mt-auto" />
    </LinkCard>
  );
}

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
      <ExploreSectionTitle section="lab-tests" />
      {[...groups].map(([category, items]) => (
        <section key={category} aria-labelledby={`lab-${category}`} className="flex flex-col gap-3">
          <h2 id={`lab-${category}`} className="text-lg font-semibold">
            {category}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((t) => (
              <LabTestCard key={t.id} test={t} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
