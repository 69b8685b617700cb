import {
  offeredServiceSchema,
  PERSONNEL_SCHEMA,
  personnelFullProfileSchema,
  personnelProfileSchema,
  personnelTypeSchema,
  specializationSchema,
} from '@athcare/shared/personnel.schema';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { personnelDashboardKeys } from './personnel-dashboard-keys';

/** The parts the editor shows (the full-profile embed without reviews, Q&A, contacts, slots). */
const editorSelect = [
  '*',
  'type:personnel_types(*)',
  'specializations:personnel_specializations(*,specialization:specializations(*))',
  'services:personnel_services(*,info:offered_services(*))',
  'certifications(*)',
  'education(*)',
  'work_experience(*)',
  'awards(*)',
  'publications(*)',
].join(',');

export const editableProfileSchema = personnelFullProfileSchema.pick({
  specializations: true,
  services: true,
  certifications: true,
  education: true,
  workExperience: true,
  awards: true,
  publications: true,
  type: true,
});
export const myEditableProfileSchema = personnelProfileSchema
  .omit({ type: true })
  .extend(editableProfileSchema.shape);
export type EditableProfile = z.infer<typeof myEditableProfileSchema>;

/** §7: GET /profile?user_id=eq.{userId} with the editable parts embedded; first or null. */
export async function getMyEditableProfile(userId: string, signal?: AbortSignal) {
  const rows = await api.get('/profile', {
    schema: PERSONNEL_SCHEMA,
    query: { userId: `eq.${userId}`, select: editorSelect, limit: 1 },
    result: z.array(myEditableProfileSchema),
    rawKeys: ['metadata'],
    signal,
  });
  return rows[0] ?? null;
}

export const myEditableProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: personnelDashboardKeys.myFullProfile(userId),
    queryFn: ({ signal }) => getMyEditableProfile(userId, signal),
  });

export const useMyEditableProfile = (userId: string) =>
  useSuspenseQuery(myEditableProfileQueryOptions(userId));

/** Everything cached about the personnel's own profile (the dashboard's and the editor's). */
function useRefreshMyProfile(userId: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      queryKey: [...personnelDashboardKeys.all, 'profile', userId],
    });
}

/** PATCH /profile?id=eq.{id} (owner; RLS) — about, languages, consult modes, photo, publishing. */
export function useUpdateMyProfile(userId: string, profileId: number) {
  const refresh = useRefreshMyProfile(userId);
  return useMutation({
    mutationFn: (patch: Record<string, unknown>) =>
      api.patch('/profile', patch, {
        schema: PERSONNEL_SCHEMA,
        query: { id: `eq.${profileId}` },
        returnRepresentation: false,
      }),
    onSettled: refresh,
  });
}

/** The profile's parts, one table each (owner writes; RLS). */
export const profilePartTables = {
  specializations: 'personnel_specializations',
  services: 'personnel_services',
  workExperience: 'work_experience',
  education: 'education',
  certifications: 'certifications',
  awards: 'awards',
  publications: 'publications',
} as const;
export type ProfilePart = keyof typeof profilePartTables;

/** POST /{part table} with the profile's id. */
export function useAddProfilePart(userId: string, profileId: number, part: ProfilePart) {
  const refresh = useRefreshMyProfile(userId);
  return useMutation({
    mutationFn: (row: Record<string, unknown>) =>
      api.post(
        `/${profilePartTables[part]}`,
        { ...row, profileId },
        { schema: PERSONNEL_SCHEMA, returnRepresentation: false },
      ),
    onSettled: refresh,
  });
}

/** DELETE /{part table}?id=eq.{id}. */
export function useRemoveProfilePart(userId: string, part: ProfilePart) {
  const refresh = useRefreshMyProfile(userId);
  return useMutation({
    mutationFn: (id: number) =>
      api.delete(`/${profilePartTables[part]}`, {
        schema: PERSONNEL_SCHEMA,
        query: { id: `eq.${id}` },
        returnRepresentation: false,
      }),
    onSettled: refresh,
  });
}

/** POST /profile: the signed-in personnel's own profile (unpublished until complete). */
export function useCreateMyProfile(userId: string) {
  const refresh = useRefreshMyProfile(userId);
  return useMutation({
    mutationFn: (input: { personnelTypeId: number; name: string }) =>
      api.post(
        '/profile',
        { ...input, userId },
        { schema: PERSONNEL_SCHEMA, returnRepresentation: false },
      ),
    onSettled: refresh,
  });
}

/** The catalog the editor chooses from: professions, specializations, approved services. */
export const usePersonnelTypes = () =>
  useQuery({
    queryKey: personnelDashboardKeys.catalog('types'),
    queryFn: ({ signal }) =>
      api.get('/personnel_types', {
        schema: PERSONNEL_SCHEMA,
        query: { order: 'name.asc' },
        result: z.array(personnelTypeSchema.pick({ id: true, name: true, slug: true })),
        signal,
      }),
    staleTime: Infinity,
  });

export const useSpecializationChoices = () =>
  useQuery({
    queryKey: personnelDashboardKeys.catalog('specializations'),
    queryFn: ({ signal }) =>
      api.get('/specializations', {
        schema: PERSONNEL_SCHEMA,
        query: { order: 'name.asc' },
        result: z.array(specializationSchema),
        signal,
      }),
    staleTime: Infinity,
  });

export const useServiceChoices = () =>
  useQuery({
    queryKey: personnelDashboardKeys.catalog('services'),
    queryFn: ({ signal }) =>
      api.get('/offered_services', {
        schema: PERSONNEL_SCHEMA,
        query: { approvedAt: 'not.is.null', order: 'name.asc' },
        result: z.array(offeredServiceSchema),
        signal,
      }),
    staleTime: Infinity,
  });
