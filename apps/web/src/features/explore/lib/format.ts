const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Money in rupees with Indian grouping: ₹1,50,000.00. */
export function formatInr(amount: number): string {
  return inr.format(amount);
}

/** "₹1,50,000 – ₹3,50,000", or one end when the other is missing. */
export function formatInrRange(from: number | null, to: number | null): string | null {
  if (from !== null && to !== null && from !== to) return `${formatInr(from)} – ${formatInr(to)}`;
  const one = from ?? to;
  return one === null ? null : formatInr(one);
}

export function formatRating(avg: number, count: number): string {
  return count > 0 ? `${avg.toFixed(1)} (${count} ${count === 1 ? 'review' : 'reviews'})` : 'New';
}

export function formatYears(years: number | null): string | null {
  if (years === null) return null;
  return `${years} ${years === 1 ? 'year' : 'years'} experience`;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "Report in 24 hours" / "Report in 3 days". */
export function formatReportTime(hours: number | null): string | null {
  if (hours === null) return null;
  if (hours < 48) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}
