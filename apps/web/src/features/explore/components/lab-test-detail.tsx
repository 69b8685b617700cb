import type { LabTest } from '@athcare/shared/content.schema';
import { Link } from '@tanstack/react-router';
import { ClockIcon, FlaskConicalIcon, HouseIcon, UtensilsCrossedIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { formatReportTime } from '../lib/format';
import { LabTestPrice } from './lab-test-price';

/**
 * /explore/lab-tests/{id}: price, sample, preparation, report time, and a Book link to the lab
 * test enquiry (/explore/lab-tests/book-appointment?labTestId=…).
 */
export function LabTestDetailView({ test }: { test: LabTest }) {
  const report = formatReportTime(test.reportTimeHours);
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-medium text-primary">{test.category ?? 'Lab test'}</p>
        <h1 className="text-3xl font-semibold tracking-tight">{test.name}</h1>
        {test.description ? (
          <p className="text-lg text-muted-foreground">{test.description}</p>
        ) : null}
      </header>
      <div className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
        <LabTestPrice test={test} large />
        <BookLabTestLink labTestId={test.id} name={test.name} />
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact
          icon={<FlaskConicalIcon className="size-5 text-primary" aria-hidden />}
          term="Sample type"
        >
          {test.sampleType ?? 'As advised'}
        </Fact>
        <Fact icon={<ClockIcon className="size-5 text-primary" aria-hidden />} term="Report time">
          {report ? `Within ${report}` : 'Varies'}
        </Fact>
        <Fact
          icon={<HouseIcon className="size-5 text-primary" aria-hidden />}
          term="Home collection"
        >
          {test.homeCollection ? 'Available' : 'Visit a collection centre'}
        </Fact>
        <Fact
          icon={<UtensilsCrossedIcon className="size-5 text-primary" aria-hidden />}
          term="Preparation"
          wide
        >
          {test.preparation ?? 'No special preparation is needed.'}
        </Fact>
      </dl>
      {test.parameters.length > 0 ? (
        <section aria-labelledby="lab-parameters" className="flex flex-col gap-3">
          <h2 id="lab-parameters" className="text-lg font-semibold">
            What it measures ({test.parameters.length})
          </h2>
          <ul className="grid list-disc gap-1 pl-6 sm:grid-cols-2">
            {test.parameters.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

function Fact({
  icon,
  term,
  wide = false,
  children,
}: {
  icon: ReactNode;
  term: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`flex gap-3 rounded-xl border p-4 ${wide ? 'sm:col-span-2' : ''}`}>
      {icon}
      <div className="flex flex-col gap-1">
        <dt className="text-sm text-muted-foreground">{term}</dt>
        <dd>{children}</dd>
      </div>
    </div>
  );
}

/** The lab test enquiry (/explore/lab-tests/book-appointment, the appointments feature's page). */
function BookLabTestLink({ labTestId, name }: { labTestId: number; name: string }) {
  return (
    <Link
      to="/explore/lab-tests/book-appointment"
      search={{ labTestId }}
      className={buttonVariants({ size: 'lg' })}
      aria-label={`Book ${name}`}
    >
      Book
    </Link>
  );
}
