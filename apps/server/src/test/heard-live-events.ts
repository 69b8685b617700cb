import type { Database } from '../db/database.ts';
import { liveEventsChannel } from '../http/live-events.ts';

/** A live event as the database announces it: to whom, what changed, and the row's id. */
export interface HeardLiveEvent {
  user: string;
  kind: string;
  id?: number;
}

/** Listens to the database's live events and keeps each in `heard` as it arrives. */
export function hearLiveEvents(db: Database, heard: HeardLiveEvent[]) {
  return db.listen(liveEventsChannel, {
    onPayload: (payload) => heard.push(JSON.parse(payload) as HeardLiveEvent),
    onReconnect: () => undefined,
  });
}
