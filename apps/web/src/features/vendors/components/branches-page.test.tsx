import type { Vendor } from '@athcare/shared/vendor.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadDialogs } from '@/components/ui/dialog';
import { renderWithRouter } from '@/test/render-with-router';
import { BranchesPage } from './branches-page';
import { mockServer } from '@/test/mock-server';

const branch = {
  id: 4,
  vendor_id: 1,
  name: 'Kothrud',
  address_line1: '12 Paud Road',
  society_block_pocket: null,
  area_sector: null,
  address_line2: null,
  nearby_landmark: null,
  city: 'Pune',
  state: 'Maharashtra',
  postal_code: '411038',
  phone: null,
  is_primary: true,
};
let deleted: (string | null)[] = [];
mockServer(
  http.get('*/api/vendor_branches', () => HttpResponse.json([branch])),
  http.delete('*/api/vendor_branches', ({ request }) => {
    deleted.push(new URL(request.url).searchParams.get('id'));
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/api/vendors', () => HttpResponse.json([])),
);
beforeAll(async () => {
  await preloadDialogs();
});
afterEach(() => {
  deleted = [];
});

// The page only reads the vendor's id (to add a branch to it).
const vendor = { id: 1 } as Vendor;

describe('BranchesPage', () => {
  it('removes a branch only once the confirmation says so; Cancel changes nothing', async () => {
    await renderWithRouter(() => <BranchesPage vendor={vendor} />);
    const list = await screen.findByRole('list', { name: 'Your branches' });
    expect(within(list).getByText('Kothrud (main)')).toBeVisible();
    const user = userEvent.setup();

    await user.click(within(list).getByRole('button', { name: 'Remove' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remove the branch Kothrud?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleted).toEqual([]);
    expect(within(list).getByText('Kothrud (main)')).toBeVisible();

    await user.click(within(list).getByRole('button', { name: 'Remove' }));
    const again = await screen.findByRole('alertdialog', { name: 'Remove the branch Kothrud?' });
    await user.click(within(again).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(deleted).toEqual(['eq.4']));
  });
});
