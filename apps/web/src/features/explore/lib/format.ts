export function formatRating(avg: number, count: number): string {
  return count > 0 ? `${avg.toFixed(1)} (${count} ${count === 1 ? 'review' : 'reviews'})` : 'New';
}

export function formatYears(years: number | null): string | null {
  if (years === null) return null;
  return `${years} ${years === 1 ? 'year' : 'years'} experience`;
}

/** "Report in 24 hours" / "Report in 3 days". */
export function formatReportTime(hours: number | null): string | null {
  if (hours === null) return null;
  if (hours < 48) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}
