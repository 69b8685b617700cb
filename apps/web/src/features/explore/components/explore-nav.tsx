import type { ReactNode } from 'react';
import { SectionNav, type SectionNavItem } from '@/components/section-nav';

const sections: readonly SectionNavItem[] = [
  { to: '/explore/treatments', label: 'Treatments' },
  { to: '/explore/doctors', label: 'Doctors' },
  { to: '/explore/personnels', label: 'Personnel' },
  { to: '/explore/lab-tests', label: 'Lab tests' },
  { to: '/explore/hospitals', label: 'Hospitals' },
  { to: '/explore/blogs', label: 'Blogs' },
];

/** The sub-navigation between the explore sections; scrolls sideways on a phone. */
export function ExploreNav() {
  return (
    <SectionNav
      label="Explore sections"
      items={sections}
      look="strip"
      className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0"
    />
  );
}

/** The explore sections' frame: the sub-navigation above the section's page. */
export function ExploreFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <ExploreNav />
      {children}
    </div>
  );
}
