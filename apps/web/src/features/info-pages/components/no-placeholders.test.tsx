import type { SiteInfo } from '@athcare/shared/site-info.schema';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { AboutUs } from './about-us';
import { CancellationAndRefund } from './cancellation-and-refund';
import { Pricing } from './pricing';
import { PrivacyPolicy } from './privacy-policy';
import { ShippingAndExchange } from './shipping-and-exchange';
import { TermsAndConditions } from './terms-and-conditions';

const info: SiteInfo = {
  operatorName: 'Sahayak Health LLP',
  operatorAddress: '12 Lake Road, Kochi, Kerala 682001, India',
  jurisdictionCity: 'Kochi',
  grievanceOfficerName: 'Farah Siddiqui',
  grievanceOfficerDesignation: 'Grievance Officer',
  grievanceEmail: 'grievance@sahayak.example',
  grievancePhone: '+91 484 400 0000',
};

const pages: [string, () => ReactNode][] = [
  ['privacy policy', () => <PrivacyPolicy info={info} />],
  ['terms and conditions', () => <TermsAndConditions info={info} />],
  ['about us', () => <AboutUs />],
  ['pricing', () => <Pricing />],
  ['cancellation and refund', () => <CancellationAndRefund />],
  ['shipping and exchange', () => <ShippingAndExchange />],
];

describe('published pages carry no template placeholders', () => {
  it.each(pages)('the %s page renders no bracketed placeholder', async (_name, page) => {
    const { container } = await renderWithRouter(page);
    const text = container.textContent ?? '';
    expect(text.length).toBeGreaterThan(200);
    expect(text.match(/\[[^\]]{2,}\]/g) ?? []).toEqual([]);
    expect(text).not.toMatch(/your-domain|placeholder until/i);
  });

  it('the legal pages name the configured operator and grievance officer (IT Rules 2021)', async () => {
    const { container } = await renderWithRouter(() => <TermsAndConditions info={info} />);
    const text = container.textContent ?? '';
    for (const value of Object.values(info)) expect(text).toContain(value);
  });
});
