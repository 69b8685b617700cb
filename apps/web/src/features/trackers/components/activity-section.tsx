import { formatDateTime } from '@/lib/format';
import { useActivity } from '../api/trackers';
import { TrackerSection } from './form-bits';
import { FormLauncher, lazyForm } from './form-launcher';
import { TrackerTableHead } from './tracker-table-head';

const activityForm = lazyForm(() => import('./activity-form').then((m) => m.ActivityForm));

/** Logging an activity, and the recent ones with their heart points. */
export function ActivitySection() {
  const { data: recent = [] } = useActivity();
  return (
    <TrackerSection id="trackers-activity" title="Activity">
      <FormLauncher label="Log an activity" preload={activityForm.preload}>
        <activityForm.Form />
      </FormLauncher>
      {recent.length === 0 ? (
        <p className="text-sm text-muted-foreground">No activity logged yet.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="text-left font-medium">Recent activity</caption>
            <TrackerTableHead columns={['When', 'Activity', 'Minutes', 'Heart points']} />
            <tbody>
              {recent.map((a) => (
                <tr key={a.id}>
                  <td className="pr-2">{formatDateTime(a.startedAt)}</td>
                  <td className="pr-2">{a.activityType}</td>
                  <td className="pr-2">{a.durationMinutes}</td>
                  <td>{a.heartPoints}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TrackerSection>
  );
}
