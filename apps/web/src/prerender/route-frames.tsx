import type { ReactNode } from 'react';
import { AppSidebarBrand } from '@/components/app-sidebar';
import { PageHeader } from '@/components/page-header';
import { Sidebar, SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { ExploreFrame } from '@/features/explore/components/explore-nav';
import {
  type ExploreSection,
  ExploreSectionTitle,
  exploreSectionTitles,
} from '@/features/explore/components/page-title';
import { DocsFrame } from '@/features/locker/components/docs-shell';
import { StoreFrame } from '@/features/store/components/store-frame';
import { ProductsHeading } from '@/features/store/components/products-page';
import { TrackersFrame } from '@/features/trackers/components/trackers-page';
import { ShellMain } from '@/routes/-components/shell-main';

/**
 * The signed-in shell as a page's frame shows it: the brand and the bar above the page, nothing
 * that depends on who is signed in (their navigation, name and photo come with the app).
 */
export function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <SidebarProvider>
      <Sidebar collapsible="icon">
        <AppSidebarBrand />
      </Sidebar>
      <SidebarInset>
        <PageHeader isAdmin={false} />
        <ShellMain>{children}</ShellMain>
      </SidebarInset>
    </SidebarProvider>
  );
}

/**
 * Signed-in pages whose top needs no data (the explore sections, the locker, the store's
 * catalogue, the trackers), by the router's address: the build renders each in
 * the shell's frame and the server sends it in place of the splash to a signed-in member (the
 * boot script shows it only then). On a phone's slow connection the page's title and lead paint
 * with the stylesheet, seconds before the JavaScript, the session's check and the page's data
 * (Lighthouse had these pages' largest paint at 3.3–3.8 s); the app replaces the frame when it
 * renders. Pages whose top is their data (a doctor's profile, a product) get theirs from the
 * server, with the data (./data-frames.tsx).
 */
export const routeFrames: Record<string, ReactNode> = {
  ...Object.fromEntries(
    (Object.keys(exploreSectionTitles) as ExploreSection[]).map((section) => [
      `/explore/${section}`,
      <ExploreFrame key={section}>
        <ExploreSectionTitle section={section} />
      </ExploreFrame>,
    ]),
  ),
  '/$username/docs': <DocsFrame />,
  '/store/products': (
    <StoreFrame>
      <div className="flex flex-col gap-6">
        <ProductsHeading />
      </div>
    </StoreFrame>
  ),
  '/trackers': <TrackersFrame />,
};
