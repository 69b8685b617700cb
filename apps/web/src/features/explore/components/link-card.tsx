import { Link, type RegisteredRouter, type ValidateLinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The classes of a card's title link: its ::after covers the card, so all of it follows. */
const cardTitleLink =
  "font-semibold after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none";

interface LinkCardProps<TOptions = unknown> {
  /** The title's heading level. */
  heading: 'h2' | 'h3';
  title: string;
  /** Where the card leads (the title link's `to` and `params`). */
  link: ValidateLinkOptions<RegisteredRouter, TOptions>;
  children: ReactNode;
}

/**
 * One card of a directory grid, as its list item: the title, a link that the whole card follows,
 * over the card's details.
 */
export function LinkCard<TOptions>(props: LinkCardProps<TOptions>): ReactNode;
// The looser signature the router's docs give for such components: no assertion in the body.
export function LinkCard({ heading: Heading, title, link, children }: LinkCardProps) {
  return (
    <li>
      <article className="relative flex h-full flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm focus-within:ring-2 focus-within:ring-ring hover:bg-accent/50">
        <Heading className="text-base">
          <Link {...link} className={cardTitleLink}>
            {title}
          </Link>
        </Heading>
        {children}
      </article>
    </li>
  );
}
