import { useMyPersonnelProfile } from './get-my-personnel-profile';
import { useSessionStore } from '@/stores/session-store';

/** The signed-in personnel's own profile (loaded by the dashboard layout), or null. */
export function useDashboardProfile() {
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return useMyPersonnelProfile(userId).data;
}
