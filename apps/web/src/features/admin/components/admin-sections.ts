import {
  BuildingIcon,
  KeyRoundIcon,
  LayersIcon,
  type LucideIcon,
  ShieldCheckIcon,
  UsersIcon,
} from 'lucide-react';

export type AdminSectionId = 'roles' | 'departments' | 'grades' | 'permissions' | 'grants';

export interface AdminSectionInfo {
  id: AdminSectionId;
  title: string;
  icon: LucideIcon;
  about: string;
}

/** The admin page's sections: its in-page navigation and each section's heading read these. */
export const adminSections: Record<AdminSectionId, AdminSectionInfo> = {
  roles: {
    id: 'roles',
    title: 'Roles',
    icon: UsersIcon,
    about: 'App roles and the grants they carry.',
  },
  departments: {
    id: 'departments',
    title: 'Departments',
    icon: BuildingIcon,
    about: 'Where staff work; grants can target a department.',
  },
  grades: { id: 'grades', title: 'Grades', icon: LayersIcon, about: 'Seniority levels of staff.' },
  permissions: {
    id: 'permissions',
    title: 'Permissions',
    icon: KeyRoundIcon,
    about: 'What can be granted. The catalogue is fixed; grant from it below.',
  },
  grants: {
    id: 'grants',
    title: 'Permission grants',
    icon: ShieldCheckIcon,
    about: 'Each grant gives one permission to a role, a department or a grade.',
  },
};
