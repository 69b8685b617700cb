import { useEffect, useState } from 'react';
import { formatTime } from '@/lib/format';
import { useUserAccountStore } from '@/stores/user-account-store';

const unitNames = {
  cm: 'centimetres',
  'ft-in': 'feet and inches',
  kg: 'kilograms',
  lb: 'pounds',
} as const;

/** The member's time zone (with its current time) and units, as the app applies them. */
export function PreferencesSummary() {
  const { timeZone, units } = useUserAccountStore((s) => s.settings);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-muted-foreground">Time zone</dt>
      <dd data-testid="preferred-time">
        {timeZone.replaceAll('_', ' ')}, now {formatTime(now.toISOString(), timeZone)}
      </dd>
      <dt className="text-muted-foreground">Height in</dt>
      <dd data-testid="preferred-height-unit">{unitNames[units.height]}</dd>
      <dt className="text-muted-foreground">Weight in</dt>
      <dd data-testid="preferred-weight-unit">{unitNames[units.weight]}</dd>
    </dl>
  );
}
