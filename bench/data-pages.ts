// What the browser benches share: the signed-in data pages that bench:lighthouse and
// bench:web-compile load, and the median they and bench:web-cpu report.

/** True for the path of a doctor's profile (/explore/doctors/{id}), among a list page's links. */
export const isDoctorProfilePath = (href: string | null): href is string =>
  !!href && /^\/explore\/doctors\/[^/?]+$/.test(href);

/**
 * The data pages a signed-in member loads, each as [path, label] (the label names the route, not
 * the demo's own ids): `doctor` is a doctor's profile path found on the doctors' list.
 */
export const dataPages = (doctor: string): [path: string, label: string][] => [
  ['/explore/doctors', '/explore/doctors'],
  [doctor, '/explore/doctors/{id}'],
  ['/demomember/docs', '/{username}/docs'],
  // The store (issue #13): its list and a product page.
  ['/store/products', '/store/products'],
  ['/store/products/1', '/store/products/{id}'],
  // The trackers (issue #15).
  ['/trackers', '/trackers'],
];

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
