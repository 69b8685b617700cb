/** Tabs of /dashboard/personnel/profile (the optional tab search parameter), in order. */
export const profileTabs = [
  'about',
  'specializations',
  'services',
  'office-history',
  'education',
  'certifications',
  'awards',
  'publications',
  'languages',
  'consult-modes',
  'photo',
] as const;
export type ProfileTab = (typeof profileTabs)[number];

export const profileTabLabels: Record<ProfileTab, string> = {
  about: 'About',
  specializations: 'Specializations',
  services: 'Services and fees',
  'office-history': 'Office history',
  education: 'Education',
  certifications: 'Certifications',
  awards: 'Awards',
  publications: 'Publications',
  languages: 'Languages',
  'consult-modes': 'Consult modes',
  photo: 'Photo',
};
