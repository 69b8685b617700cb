/**
 * Store catalogue (issue #13): the seven products of the /payment-complete/{slug} routes plus
 * teas, wellness plans, lab-test profiles and everyday health products. Prices in paise, GST
 * included; HSN codes for goods, SAC codes for services (999312 lab tests, 998314 hosted storage,
 * 999319 other health services).
 *
 * Idempotent: products are inserted by slug and left alone once there (admins may edit them).
 */
import type { SeedContext } from './run-seeds.ts';

export type ProductCategory = 'tea' | 'wellness-plan' | 'lab-test-profile' | 'product';

export interface SeedProduct {
  slug: string;
  title: string;
  category: ProductCategory;
  /** Rupees; stored as paise. */
  price: number;
  mrp?: number;
  gstRate: 0 | 5 | 12 | 18 | 28;
  hsnSac: string;
  stock?: number;
  subscriptionKey?: string;
  /** The pgcontent.lab_tests name a lab-test profile books. */
  labTest?: string;
  description: string;
}

const tea = (
  slug: string,
  title: string,
  price: number,
  mrp: number,
  stock: number,
  description: string,
): SeedProduct => ({
  slug,
  title,
  category: 'tea',
  price,
  mrp,
  gstRate: 5,
  hsnSac: '0902',
  stock,
  description,
});

const good = (
  slug: string,
  title: string,
  price: number,
  mrp: number,
  gstRate: 5 | 12 | 18,
  hsnSac: string,
  stock: number,
  description: string,
): SeedProduct => ({
  slug,
  title,
  category: 'product',
  price,
  mrp,
  gstRate,
  hsnSac,
  stock,
  description,
});

const profile = (
  slug: string,
  title: string,
  price: number,
  mrp: number,
  description: string,
  labTest?: string,
): SeedProduct => ({
  slug,
  title,
  category: 'lab-test-profile',
  price,
  mrp,
  gstRate: 18,
  hsnSac: '999312',
  ...(labTest ? { labTest } : {}),
  description,
});

export const storeProducts: SeedProduct[] = [
  {
    slug: 'medilocker',
    title: 'Medilocker',
    category: 'wellness-plan',
    price: 1188,
    mrp: 2388,
    gstRate: 18,
    hsnSac: '998314',
    subscriptionKey: 'medilocker',
    description:
      'A private, encrypted locker for prescriptions, lab reports and scans for 12 months: 1 GB of storage, folders, sharing with your doctor by link or by account, and a full access log.',
  },
  {
    slug: 'complete-health-foresight',
    title: 'Complete Health Foresight',
    category: 'wellness-plan',
    price: 23988,
    mrp: 29988,
    gstRate: 18,
    hsnSac: '999319',
    subscriptionKey: 'complete-health-foresight',
    description:
      'A yearly care plan with a dedicated case manager, two doctor consultations a quarter, an annual health check and reminders for your medicines and tests.',
  },
  profile(
    'basic-wellness-profile',
    'Basic Wellness Profile',
    999,
    2200,
    'A yearly check-up with home sample collection: blood counts, fasting sugar, lipid profile, liver and kidney function, thyroid (TSH) and urine routine. Reports in 24 hours.',
    'Basic Wellness Profile',
  ),
  profile(
    'advanced-metabolism-profile',
    'Advanced Metabolism Profile',
    2499,
    5200,
    'A deeper look at metabolism with home sample collection: HbA1c, insulin, lipid sub-fractions, vitamin D and B12, iron studies and thyroid panel. Reports in 36 hours.',
    'Advanced Metabolism Profile',
  ),
  tea(
    'hibiscus-tea',
    'Hibiscus Tea',
    349,
    450,
    120,
    'Sun-dried hibiscus petals with a tart, berry-like taste; caffeine free. 50 g loose leaf, about 25 cups.',
  ),
  tea(
    'chamomile-tea',
    'Chamomile Tea',
    399,
    499,
    80,
    'Whole chamomile flowers for a calm evening cup; caffeine free. 40 g loose flowers, about 20 cups.',
  ),
  tea(
    'blue-tea',
    'Blue Tea',
    449,
    599,
    60,
    'Butterfly pea flowers that brew a deep blue and turn purple with a squeeze of lemon. 30 g, about 30 cups.',
  ),
  tea(
    'tulsi-green-tea',
    'Tulsi Green Tea',
    299,
    375,
    150,
    'Darjeeling green tea with holy basil leaves. 25 pyramid bags.',
  ),
  tea(
    'ginger-lemongrass-tea',
    'Ginger Lemongrass Tea',
    329,
    399,
    90,
    'Dried ginger and lemongrass with a little black pepper; warming after meals. 50 g loose leaf.',
  ),
  tea(
    'moringa-mint-tea',
    'Moringa Mint Tea',
    379,
    449,
    70,
    'Moringa leaves with spearmint; light and grassy. 40 g loose leaf.',
  ),
  tea(
    'assam-breakfast-tea',
    'Assam Breakfast Tea',
    279,
    320,
    200,
    'Strong second-flush Assam CTC for a morning cup with milk. 250 g.',
  ),
  tea(
    'darjeeling-first-flush',
    'Darjeeling First Flush',
    699,
    850,
    40,
    'Spring-picked Darjeeling with a floral, muscatel note. 100 g loose leaf.',
  ),
  tea(
    'kashmiri-kahwa',
    'Kashmiri Kahwa',
    549,
    650,
    50,
    'Green tea with saffron, cardamom, cinnamon and almond flakes. 75 g.',
  ),
  tea(
    'turmeric-ginger-latte-mix',
    'Turmeric Ginger Latte Mix',
    399,
    499,
    85,
    'Turmeric, ginger, cinnamon and black pepper to stir into warm milk. 100 g.',
  ),
  {
    slug: 'family-health-plan',
    title: 'Family Health Plan',
    category: 'wellness-plan',
    price: 35988,
    mrp: 47988,
    gstRate: 18,
    hsnSac: '999319',
    subscriptionKey: 'complete-health-foresight',
    description:
      'Complete Health Foresight for a family of four for 12 months: a case manager, quarterly consultations and an annual health check for each member.',
  },
  profile(
    'diabetes-care-profile',
    'Diabetes Care Profile',
    1299,
    2600,
    'Fasting and post-meal sugar, HbA1c, kidney function and urine microalbumin, for people living with diabetes. Home sample collection.',
  ),
  profile(
    'thyroid-profile',
    'Thyroid Profile',
    599,
    1100,
    'T3, T4 and TSH with home sample collection; no fasting needed. Reports in 24 hours.',
  ),
  profile(
    'heart-health-profile',
    'Heart Health Profile',
    1899,
    3600,
    'Lipid profile, hs-CRP, homocysteine, apolipoproteins and ECG at a partner centre.',
  ),
  profile(
    'womens-wellness-profile',
    "Women's Wellness Profile",
    2199,
    4200,
    'Blood counts, iron studies, thyroid, vitamin D and B12, calcium and a hormone panel. Home sample collection.',
  ),
  profile(
    'senior-citizen-profile',
    'Senior Citizen Profile',
    2799,
    5600,
    'A yearly check-up for people over 60: sugar, lipids, liver, kidney, thyroid, vitamins, PSA or pap smear, and ECG.',
  ),
  profile(
    'vitamin-profile',
    'Vitamin Profile',
    1499,
    2800,
    'Vitamin D (25-OH), vitamin B12 and folate. Home sample collection.',
  ),
  good(
    'digital-bp-monitor',
    'Digital Blood Pressure Monitor',
    1899,
    2899,
    18,
    '90189011',
    25,
    'Upper-arm monitor with a 22–42 cm cuff, irregular heartbeat alert and memory for two users.',
  ),
  good(
    'pulse-oximeter',
    'Fingertip Pulse Oximeter',
    999,
    1599,
    12,
    '90189099',
    40,
    'SpO2 and pulse rate on an OLED display; two AAA cells included.',
  ),
  good(
    'digital-thermometer',
    'Digital Thermometer',
    199,
    299,
    12,
    '90251990',
    150,
    'Flexible-tip oral and underarm thermometer with a beep at the reading.',
  ),
  good(
    'glucometer-kit',
    'Glucometer Kit with 25 Strips',
    899,
    1299,
    12,
    '90273010',
    35,
    'Blood glucose meter, lancing device, 25 lancets and 25 strips; result in 5 seconds.',
  ),
  good(
    'glucometer-strips-50',
    'Glucometer Strips (50)',
    749,
    999,
    12,
    '38220090',
    60,
    'Fifty test strips for the glucometer kit.',
  ),
  good(
    'weighing-scale',
    'Digital Weighing Scale',
    1099,
    1799,
    18,
    '84231000',
    30,
    'Tempered-glass bathroom scale, 180 kg capacity, 100 g steps.',
  ),
  good(
    'nebulizer',
    'Compressor Nebulizer',
    1699,
    2499,
    12,
    '90192010',
    15,
    'For asthma and COPD medicines; adult and child masks included.',
  ),
  good(
    'first-aid-kit',
    'Home First Aid Kit',
    599,
    799,
    12,
    '30065000',
    45,
    'Bandages, gauze, antiseptic liquid, cotton, scissors and tape in a zipped case.',
  ),
  good(
    'hot-water-bag',
    'Electric Hot Water Bag',
    449,
    699,
    18,
    '85162900',
    50,
    'Heats in 10 minutes with an auto cut-off; for aches and cramps.',
  ),
  good(
    'knee-support',
    'Knee Support (Medium)',
    499,
    699,
    12,
    '90211000',
    40,
    'Breathable knee cap with patella support.',
  ),
  good(
    'pill-organiser',
    'Weekly Pill Organiser',
    249,
    349,
    18,
    '39249090',
    100,
    'Seven days, morning and night, with snap lids.',
  ),
  good(
    'n95-masks-5',
    'N95 Masks (Pack of 5)',
    299,
    499,
    5,
    '63079090',
    120,
    'Five-layer N95 masks with ear loops and a nose clip.',
  ),
  good(
    'hand-sanitiser-500',
    'Hand Sanitiser 500 ml',
    199,
    250,
    18,
    '38089400',
    140,
    'Alcohol-based (70 %) hand rub with aloe vera.',
  ),
  good(
    'omega-3-capsules',
    'Omega-3 Fish Oil (60 capsules)',
    699,
    899,
    18,
    '21069099',
    70,
    '1000 mg fish oil with EPA and DHA; one capsule a day with a meal.',
  ),
  good(
    'vitamin-d3-sachets',
    'Vitamin D3 60,000 IU (4 sachets)',
    149,
    199,
    12,
    '30045039',
    90,
    'Once-a-week vitamin D3 granules; take as your doctor advises.',
  ),
  good(
    'yoga-mat',
    'Yoga Mat 6 mm',
    799,
    1199,
    12,
    '95069190',
    30,
    'Non-slip, 183 × 61 cm, with a carry strap.',
  ),
];

/** Illustrations shipped with the web app, one per category (public/images/store/*.svg). */
const imageOf = (category: ProductCategory) => `/images/store/${category}.svg`;

export async function seed({ db }: SeedContext): Promise<void> {
  for (const p of storeProducts) {
    await db.query(
      `insert into pgstore.products (slug, title, description, images, category, price_paise,
         mrp_paise, gst_rate, hsn_sac, stock, subscription_key, lab_test_id)
       values ($1, $2, $3, array[$4], $5, $6, $7, $8, $9, $10, $11,
         (select id from pgcontent.lab_tests where name = $12 order by id limit 1))
       on conflict (slug) do nothing`,
      [
        p.slug,
        p.title,
        p.description,
        imageOf(p.category),
        p.category,
        p.price * 100,
        p.mrp === undefined ? null : p.mrp * 100,
        p.gstRate,
        p.hsnSac,
        p.stock ?? null,
        p.subscriptionKey ?? null,
        p.labTest ?? null,
      ],
    );
  }
}
