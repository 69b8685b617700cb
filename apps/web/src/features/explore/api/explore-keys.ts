import type { DoctorSearchInput } from '@athcare/shared/personnel-directory.schema';

/** Query keys of the explore feature (§9 cache area "athcare"). */
export const exploreKeys = {
  all: ['athcare', 'explore'] as const,
  doctors: () => [...exploreKeys.all, 'doctors'] as const,
  doctorSearch: (args: DoctorSearchInput) => [...exploreKeys.doctors(), 'search', args] as const,
  personnel: (id: number) => [...exploreKeys.all, 'personnel', id] as const,
  specializations: () => [...exploreKeys.all, 'specializations'] as const,
  treatments: () => [...exploreKeys.all, 'treatments'] as const,
  treatment: (slug: string) => [...exploreKeys.treatments(), slug] as const,
  labTests: () => [...exploreKeys.all, 'lab-tests'] as const,
  labTest: (id: number) => [...exploreKeys.labTests(), id] as const,
  hospitals: () => [...exploreKeys.all, 'hospitals'] as const,
  hospital: (id: number) => [...exploreKeys.hospitals(), id] as const,
  blogs: () => [...exploreKeys.all, 'blogs'] as const,
  blog: (slug: string) => [...exploreKeys.blogs(), slug] as const,
};
