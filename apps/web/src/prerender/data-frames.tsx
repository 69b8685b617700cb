// The server's frames of pages whose top is their data (a profile, a hospital, a lab test, a
// product): a bundle of its own that the server loads from the web build (`vite build --ssr`,
// dist-prerender) and calls when such a page is asked for (apps/server/src/delivery/app-page.ts).
// Bundled whole, React with it: the server's image has no front-end dependencies.
import type { ReactNode } from 'react';
import { isNotFound } from '@tanstack/react-router';
import { getHospital } from '@/features/explore/api/get-hospital';
import { getLabTest } from '@/features/explore/api/get-lab-test';
import { getPersonnelProfile } from '@/features/explore/api/get-personnel-profile';
import { ExploreFrame } from '@/features/explore/components/explore-nav';
import { getProduct } from '@/features/store/api/get-product';
import { StoreFrame } from '@/features/store/components/store-frame';
import { type ApiClient, createApiClient } from '@/lib/api-client';
import { positiveIdParams } from '@/lib/route-checks';
import {
  DoctorProfilePage,
  PersonnelProfilePage,
} from '@/routes/_app/explore/-components/profile-pages';
import { HospitalPage } from '@/routes/_app/explore/-components/hospital-page';
import { LabTestPage } from '@/routes/_app/explore/-components/lab-test-page';
import { ProductPage } from '@/routes/_app/store/products/-components/product-page';
import { renderFrameMarkup } from './frame-markup';

/** A page's content from its address's parameters, read through `client`; null: no such record. */
type DataFrame = (params: Record<string, string>, client: ApiClient) => Promise<ReactNode>;

/**
 * The page of the record whose id is the address's parameter `param` (the route's own check: Not
 * Found for anything but a positive id), read with its page's own query function.
 */
function recordPage<T>(
  param: string,
  read: (id: number, signal: AbortSignal | undefined, client: ApiClient) => Promise<T | null>,
  page: (record: T) => ReactNode,
): DataFrame {
  return async (params, client) => {
    const record = await read(positiveIdParams(param).parse(params)[param]!, undefined, client);
    return record === null ? null : page(record);
  };
}

/**
 * By the router's address. Each reads its record as an anonymous visitor (the server sends no
 * session), so a frame shows only what anyone may read (a published profile, an active product),
 * and renders the page's own composition. Only the default tab: a profile's other tabs
 * (`?tab=…`) get no frame.
 */
export const dataFrames: Record<string, DataFrame> = {
  '/explore/doctors/$doctorId': recordPage('doctorId', getPersonnelProfile, (profile) => (
    <ExploreFrame>
      <DoctorProfilePage profile={profile} tab="overview" />
    </ExploreFrame>
  )),
  '/explore/personnels/$personnelId': recordPage('personnelId', getPersonnelProfile, (profile) => (
    <ExploreFrame>
      <PersonnelProfilePage profile={profile} tab="overview" />
    </ExploreFrame>
  )),
  '/explore/hospitals/$hospitalId': recordPage('hospitalId', getHospital, (hospital) => (
    <ExploreFrame>
      <HospitalPage hospital={hospital} userId={null} />
    </ExploreFrame>
  )),
  '/explore/lab-tests/$labTestId': recordPage('labTestId', getLabTest, (test) => (
    <ExploreFrame>
      <LabTestPage test={test} />
    </ExploreFrame>
  )),
  '/store/products/$productId': recordPage('productId', getProduct, (product) => (
    <StoreFrame>
      <ProductPage product={product} />
    </StoreFrame>
  )),
};

/** The router's addresses that have a data frame. */
export const dataFramedRoutes = Object.keys(dataFrames);

/**
 * The frame of the page at `address` (route `route`, its parameters `params`), its data read
 * with `fetch` (the server's own, anonymous); null when the route has none or the record is not
 * there for an anonymous visitor.
 */
export async function renderDataFrame(
  route: string,
  address: string,
  params: Record<string, string>,
  fetch: typeof globalThis.fetch,
): Promise<string | null> {
  const frame = dataFrames[route];
  if (!frame) return null;
  let content: ReactNode;
  try {
    content = await frame(params, createApiClient({ fetch }));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  return content ? renderFrameMarkup(address, content) : null;
}
