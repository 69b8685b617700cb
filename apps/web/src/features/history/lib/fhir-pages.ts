interface Page {
  link: { relation: string; url: string }[];
  entry: { resource: { resourceType: string; id: string } }[];
}

/**
 * One bundle from the export's pages: the first page's fields, every page's entries once (the
 * Patient comes with each page), without the paging links; `complete` says whether the last page
 * fetched was the last there is.
 */
export function mergeBundlePages<P extends Page>(pages: readonly P[]) {
  const [first] = pages;
  if (!first) throw new Error('No page to export.');
  const seen = new Set<string>();
  const entry: P['entry'] = [];
  for (const p of pages) {
    for (const e of p.entry) {
      const key = `${e.resource.resourceType}/${e.resource.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      entry.push(e);
    }
  }
  const complete = !pages.at(-1)!.link.some((l) => l.relation === 'next');
  const { link: _link, ...rest } = first;
  return { bundle: { ...rest, entry }, complete };
}
