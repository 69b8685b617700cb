/** The store's plain lists, without zod: route files import these for search and params. */
export const productCategories = ['tea', 'wellness-plan', 'lab-test-profile', 'product'] as const;
export type ProductCategory = (typeof productCategories)[number];

export const productSortOptions = ['featured', 'price-asc', 'price-desc', 'title'] as const;
export type ProductSort = (typeof productSortOptions)[number];

/** The seven products of /payment-complete/{slug} (spec §2). */
export const paymentCompleteSlugs = [
  'medilocker',
  'hibiscus-tea',
  'complete-health-foresight',
  'chamomile-tea',
  'blue-tea',
  'basic-wellness-profile',
  'advanced-metabolism-profile',
] as const;
export type PaymentCompleteSlug = (typeof paymentCompleteSlugs)[number];
