import type { ReactNode } from 'react';

/**
 * Renders the small Markdown subset of the content seed (paragraphs, "## " headings, "- " lists,
 * _emphasis_) as React elements: no HTML is ever injected. Headings start at `headingLevel`.
 */
export function ArticleBody({ text, headingLevel = 2 }: { text: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const blocks = text
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <div className="flex flex-col gap-4 text-base leading-7">
      {blocks.map((block, i) => {
        if (block.startsWith('## ')) {
          return (
            <Heading key={i} className="mt-4 text-xl font-semibold tracking-tight">
              {block.slice(3)}
            </Heading>
          );
        }
        const lines = block.split('\n');
        if (lines.every((l) => l.startsWith('- '))) {
          return (
            <ul key={i} className="flex list-disc flex-col gap-2 pl-6">
              {lines.map((l, j) => (
                <li key={j}>{inline(l.slice(2))}</li>
              ))}
            </ul>
          );
        }
        return <p key={i}>{inline(block)}</p>;
      })}
    </div>
  );
}

function inline(text: string): ReactNode {
  const whole = /^_(.+)_$/.exec(text);
  if (whole) return <em className="text-muted-foreground">{whole[1]}</em>;
  return text;
}
