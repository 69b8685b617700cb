import { formatRupees } from '@athcare/shared/cart.schema';
import { CheckIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

interface Plan {
  name: string;
  price: number;
  per: string;
  description: string;
  features: string[];
}

export const healthPlans: readonly Plan[] = [
  {
    name: 'Medilocker',
    price: 499,
    per: 'per year',
    description: 'A private, secure locker for the whole family’s medical records.',
    features: [
      '10 GB of storage',
      'Share files with doctors by link, with expiry',
      'See every view and download',
    ],
  },
  {
    name: 'Basic Wellness Profile',
    price: 1499,
    per: 'one time',
    description: 'An essential yearly check-up with home sample collection.',
    features: [
      'Complete blood count, lipid, liver and kidney profiles',
      'Blood sugar (fasting)',
      'Report review with a doctor',
    ],
  },
  {
    name: 'Advanced Metabolism Profile',
    price: 2999,
    per: 'one time',
    description: 'A closer look at sugar, thyroid and heart health.',
    features: ['HbA1c, insulin and thyroid profile', 'Vitamin D and B12', 'Personal diet guidance'],
  },
  {
    name: 'Complete Health Foresight',
    price: 4999,
    per: 'per year',
    description: 'Full-body screening, a care manager and follow-ups for a year.',
    features: [
      'Full-body screening with 80+ tests',
      'A dedicated case manager',
      'Two specialist consultations',
      'Medilocker included',
    ],
  },
];

export const teas: readonly Pick<Plan, 'name' | 'price' | 'description'>[] = [
  {
    name: 'Hibiscus Tea',
    price: 349,
    description: 'Caffeine-free, tangy and rich in antioxidants. 100 g.',
  },
  {
    name: 'Chamomile Tea',
    price: 399,
    description: 'Calming whole flowers for a restful evening. 50 g.',
  },
  {
    name: 'Blue Tea',
    price: 449,
    description: 'Butterfly pea flowers; turns purple with a squeeze of lemon. 50 g.',
  },
];

export function Pricing() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Pricing</h1>
        <p className="text-muted-foreground">Simple prices in rupees. No hidden charges.</p>
      </header>
      <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
        <h2 id="plans-heading" className="text-lg font-semibold">
          Health plans and check-ups
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {healthPlans.map((plan) => (
            <li key={plan.name}>
              <Card className="h-full">
                <CardHeader>
                  <h3 className="font-semibold">{plan.name}</h3>
                  <CardDescription>{plan.description}</CardDescription>
                </CardHeader>
                <CardContent className="flex flex-col gap-4">
                  <p>
                    <span className="text-2xl font-semibold">{formatRupees(plan.price)}</span>{' '}
                    <span className="text-sm text-muted-foreground">{plan.per}</span>
                  </p>
                  <ul className="flex flex-col gap-2 text-sm">
                    {plan.features.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="teas-heading" className="flex flex-col gap-4">
        <h2 id="teas-heading" className="text-lg font-semibold">
          Wellness teas
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {teas.map((tea) => (
            <li key={tea.name}>
              <Card className="h-full">
                <CardHeader>
                  <h3 className="font-semibold">{tea.name}</h3>
                  <CardDescription>{tea.description}</CardDescription>
                </CardHeader>
                <CardContent>
                  <p className="text-xl font-semibold">{formatRupees(tea.price)}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <p className="text-sm text-muted-foreground">
        Shipping is free within India. A flat tax line of ₹100.00 applies at checkout.
      </p>
    </div>
  );
}
