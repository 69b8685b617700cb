/**
 * Query keys of a personnel's free slots (§9 cache area "athcare"): read by the appointments
 * feature when booking, made stale by the personnel dashboard when availability changes.
 */
export const slotKeys = {
  all: ['athcare', 'appointments', 'slots'] as const,
  personnel: (personnelId: number) => [...slotKeys.all, personnelId] as const,
  range: (personnelId: number, from: string, to: string) =>
    [...slotKeys.personnel(personnelId), from, to] as const,
};
