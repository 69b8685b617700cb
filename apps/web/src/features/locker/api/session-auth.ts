import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import type { LockerAuth } from './locker-transport';

/** The signed-in member's token for the locker's byte and multipart requests. */
export const sessionAuth: LockerAuth = {
  getAccessToken: () => useSessionStore.getState().accessToken,
  refresh: () => api.refreshAccessToken(),
};
