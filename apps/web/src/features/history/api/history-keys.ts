/** Query keys of the history feature (§9 cache area "athcare"). */
export const historyKeys = {
  all: ['athcare', 'history'] as const,
  cases: (filters: CaseFilters) => [...historyKeys.all, 'cases', filters] as const,
  case: (id: string) => [...historyKeys.all, 'case', id] as const,
  caseAppointments: (id: string) => [...historyKeys.case(id), 'appointments'] as const,
  members: () => [...historyKeys.all, 'members'] as const,
  planLines: () => [...historyKeys.all, 'plan-lines'] as const,
  search: (q: string) => [...historyKeys.all, 'search', q] as const,
  managed: (profileId: number) => [...historyKeys.all, 'managed', profileId] as const,
  myFiles: (userId: string) => [...historyKeys.all, 'my-files', userId] as const,
};

export interface CaseFilters {
  /** Subscriber CRNs to show (a persona's, or every visible one when empty). */
  crns: string[];
  status: 'open' | 'closed' | 'all';
  q: string;
  page: number;
}
