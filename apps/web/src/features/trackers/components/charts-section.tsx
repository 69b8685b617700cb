import { type SeriesDay, seriesRanges } from '@athcare/shared/health.schema';
import { weightFromKg } from '@athcare/shared/units';
import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { LabelledOptions, Select } from '@/components/ui/native-controls';
import { useUserAccountStore } from '@/stores/user-account-store';
import { initialSeriesRange, useSeries } from '../api/trackers';
import { TrackerSection } from './form-bits';
import { type ChartSeries, SeriesChart } from './series-chart';

type Range = keyof typeof seriesRanges;
const rangeLabels: Record<Range, string> = {
  week: 'Last 7 days',
  month: 'Last 30 days',
  year: 'Last 365 days',
};

const activityMetrics = {
  steps: { label: 'Steps', pick: (d: SeriesDay) => d.steps, format: String },
  heartPoints: { label: 'Heart points', pick: (d: SeriesDay) => d.heartPoints, format: String },
  distance: {
    label: 'Distance (km)',
    pick: (d: SeriesDay) => d.distanceM / 1000,
    format: (v: number) => String(Math.round(v * 10) / 10),
  },
  activeMinutes: {
    label: 'Active minutes',
    pick: (d: SeriesDay) => d.activeMinutes,
    format: String,
  },
} as const;
type ActivityMetric = keyof typeof activityMetrics;

const vitalMetrics = ['weight', 'bloodPressure', 'glucose', 'heartRate', 'spo2'] as const;
type VitalMetric = (typeof vitalMetrics)[number];

function vitalChart(
  metric: VitalMetric,
  days: readonly SeriesDay[],
  weightUnit: 'kg' | 'lb',
): { title: string; series: ChartSeries[] } {
  const one = (title: string, values: (number | null)[]) => ({
    title,
    series: [{ name: title, values, colour: 'text-primary' }],
  });
  switch (metric) {
    case 'weight':
      return one(
        `Weight (${weightUnit})`,
        days.map((d) => (d.weightKg === null ? null : weightFromKg(d.weightKg, weightUnit))),
      );
    case 'bloodPressure':
      return {
        title: 'Blood pressure (mmHg)',
        series: [
          { name: 'Systolic', values: days.map((d) => d.systolicMmhg), colour: 'text-primary' },
          {
            name: 'Diastolic',
            values: days.map((d) => d.diastolicMmhg),
            colour: 'text-orange-600 dark:text-orange-400',
          },
        ],
      };
    case 'glucose':
      return one(
        'Fasting glucose (mg/dL)',
        days.map((d) => d.fastingGlucoseMgDl),
      );
    case 'heartRate':
      return one(
        'Resting heart rate (bpm)',
        days.map((d) => d.restingHeartRateBpm),
      );
    case 'spo2':
      return one(
        'SpO2 (%)',
        days.map((d) => d.spo2Percent),
      );
  }
}
const vitalLabels: Record<VitalMetric, string> = {
  weight: 'Weight',
  bloodPressure: 'Blood pressure',
  glucose: 'Fasting glucose',
  heartRate: 'Resting heart rate',
  spo2: 'SpO2',
};

/** Activity and vitals over a week, a month or a year (one request), each with a table view. */
export function ChartsSection() {
  const id = useId();
  const [range, setRange] = useState<Range>(initialSeriesRange);
  const [activity, setActivity] = useState<ActivityMetric>('steps');
  const [vital, setVital] = useState<VitalMetric>('weight');
  const weightUnit = useUserAccountStore((s) => s.settings.units.weight);
  const { data: days = [], isPending, isError } = useSeries(seriesRanges[range]);
  const dayKeys = days.map((d) => d.day);
  const a = activityMetrics[activity];
  const v = vitalChart(vital, days, weightUnit);
  const round = (n: number) => String(Math.round(n * 10) / 10);
  return (
    <TrackerSection id="trackers-charts" title="Charts">
      <div className="flex flex-wrap gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-range`}>Period</Label>
          <Select
            id={`${id}-range`}
            value={range}
            onChange={(e) => setRange(e.target.value as Range)}
          >
            {(Object.keys(rangeLabels) as Range[]).map((r) => (
              <option key={r} value={r}>
                {rangeLabels[r]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-activity`}>Activity measure</Label>
          <Select
            id={`${id}-activity`}
            value={activity}
            onChange={(e) => setActivity(e.target.value as ActivityMetric)}
          >
            {(Object.keys(activityMetrics) as ActivityMetric[]).map((m) => (
              <option key={m} value={m}>
                {activityMetrics[m].label}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-vital`}>Vital</Label>
          <Select
            id={`${id}-vital`}
            value={vital}
            onChange={(e) => setVital(e.target.value as VitalMetric)}
          >
            <LabelledOptions values={vitalMetrics} labels={vitalLabels} />
          </Select>
        </div>
      </div>
      {isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : isError ? (
        <p role="alert" className="text-sm text-destructive">
          The charts could not be loaded. Try again later.
        </p>
      ) : (
        <div className="grid min-w-0 gap-6 md:grid-cols-2">
          <SeriesChart
            title={`${a.label}, ${rangeLabels[range].toLowerCase()}`}
            days={dayKeys}
            kind="bar"
            series={[{ name: a.label, values: days.map(a.pick), colour: 'text-primary' }]}
            format={a.format}
          />
          <SeriesChart
            title={`${v.title}, ${rangeLabels[range].toLowerCase()}`}
            days={dayKeys}
            kind="line"
            series={v.series}
            format={round}
          />
        </div>
      )}
    </TrackerSection>
  );
}
