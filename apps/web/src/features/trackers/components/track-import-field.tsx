import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  MAX_TRACK_BYTES,
  parseTrack,
  TrackImportError,
  type TrackSummary,
} from '../lib/track-import';

/**
 * Import an activity from a GPX or TCX file: it is read in the browser (at most 10 MB; the GPX/TCX
 * library loads on the first file chosen), and the activity form is filled in as a preview the
 * member checks before saving.
 */
export function TrackImportField({ onParsed }: { onParsed: (track: TrackSummary) => void }) {
  const id = useId();
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const read = async (file: File) => {
    try {
      if (file.size > MAX_TRACK_BYTES) throw new TrackImportError('The file is larger than 10 MB.');
      const track = await parseTrack(await file.text());
      onParsed(track);
      setStatus({
        error: false,
        text: `Read ${file.name} (${track.format}, ${track.points} points): ${
          Math.round(track.distanceM / 100) / 10
        } km in ${track.durationMinutes} min, ${track.elevationGainM} m climbed. Check the form below, then log the activity.`,
      });
    } catch (error) {
      setStatus({
        error: true,
        text:
          error instanceof TrackImportError
            ? `${file.name}: ${error.message}`
            : `${file.name} could not be read.`,
      });
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Import a GPX or TCX file</Label>
      <Input
        id={id}
        type="file"
        accept=".gpx,.tcx,application/gpx+xml,application/vnd.garmin.tcx+xml"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void read(file);
        }}
      />
      {status && (
        <p
          role={status.error ? 'alert' : 'status'}
          className={status.error ? 'text-sm text-destructive' : 'text-sm'}
          data-testid="track-import-status"
        >
          {status.text}
        </p>
      )}
    </div>
  );
}
