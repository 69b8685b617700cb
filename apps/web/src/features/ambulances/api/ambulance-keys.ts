/** Query keys of ambulance runs (§9 cache area "athcare"). */
export const ambulanceKeys = {
  all: ['athcare', 'ambulance-requests'] as const,
  list: (filter: string) => [...ambulanceKeys.all, filter] as const,
  mine: (userId: string) => [...ambulanceKeys.all, 'mine', userId] as const,
  crew: (requestId: number, status: string) =>
    [...ambulanceKeys.all, 'crew', requestId, status] as const,
  steps: (requestId: number) => [...ambulanceKeys.all, 'steps', requestId] as const,
  localities: (q: string) => ['athcare', 'localities', q] as const,
};
