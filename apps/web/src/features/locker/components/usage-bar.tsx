import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useLockerUsage } from '../api/get-locker-usage';
import { formatBytes } from '../lib/format';

/** How much of the plan's storage the locker uses (files, old versions and the trash). */
export function UsageBar({ ownerId, className }: { ownerId: string; className?: string }) {
  const { data, isPending, isError } = useLockerUsage(ownerId);
  if (isPending) return <Skeleton className={cn('h-10 w-full max-w-xs', className)} />;
  if (isError) return null;
  const { usedBytes, quotaBytes } = data;
  const percent = quotaBytes > 0 ? Math.min(100, Math.round((usedBytes / quotaBytes) * 100)) : 100;
  const label = `${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)} used`;
  return (
    <div className={cn('flex w-full max-w-xs flex-col gap-1.5', className)}>
      <div className="flex justify-between text-xs text-muted-foreground">
        <span id="locker-usage-label">Storage</span>
        <span>{label}</span>
      </div>
      <div
        role="meter"
        aria-labelledby="locker-usage-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            percent >= 90 ? 'bg-destructive' : 'bg-primary',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
