import type { LabTest } from '@athcare/shared/content.schema';
import { formatInr } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * A lab test's price, with the MRP struck through beside it when that is higher: small on a card,
 * `large` on the test's own page.
 */
export function LabTestPrice({
  test,
  large = false,
  className,
}: {
  test: Pick<LabTest, 'price' | 'mrp'>;
  large?: boolean;
  className?: string;
}) {
  return (
    <p className={cn('flex items-baseline gap-2', className)}>
      <span className={large ? 'text-2xl font-semibold' : 'font-semibold'}>
        {formatInr(test.price)}
      </span>
      {test.mrp !== null && test.mrp > test.price ? (
        <s className={large ? 'text-muted-foreground' : 'text-sm text-muted-foreground'}>
          <span className="sr-only">was </span>
          {formatInr(test.mrp)}
        </s>
      ) : null}
    </p>
  );
}
