import type { ReactNode } from 'react';

/** The h1 and lead paragraph of an explore page. */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="flex flex-col gap-1">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      {children ? <p className="text-muted-foreground">{children}</p> : null}
    </header>
  );
}

/**
 * Each explore section's title and lead, by its address under /explore: the section's page and
 * its prerendered frame (src/prerender/route-frames.tsx) show them.
 */
export const exploreSectionTitles = {
  treatments: {
    title: 'Treatments',
    lead: 'Common procedures explained in plain language, with typical costs in India.',
  },
  doctors: {
    title: 'Find a doctor',
    lead: 'Search by name, specialization or condition, and narrow down by city, language and fee.',
  },
  personnels: {
    title: 'Personnel',
    lead: 'Doctors, dentists, physiotherapists, nutritionists, psychologists and nurses.',
  },
  'lab-tests': {
    title: 'Lab tests',
    lead: 'Blood tests and health packages with home sample collection across India.',
  },
  hospitals: {
    title: 'Hospitals',
    lead: 'Hospitals with their rooms, prices per day and facilities.',
  },
  blogs: { title: 'Blogs', lead: 'Health articles from doctors, for everyday life in India.' },
} as const;

export type ExploreSection = keyof typeof exploreSectionTitles;

/** An explore section's title and lead. */
export function ExploreSectionTitle({ section }: { section: ExploreSection }) {
  const { title, lead } = exploreSectionTitles[section];
  return <PageTitle title={title}>{lead}</PageTitle>;
}
