import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { DocsShell } from './docs-shell';
import { expectLinkTo } from '@/test/expect-link';
import { mockServer } from '@/test/mock-server';

let active = false;
mockServer(
  http.post('*/api/rpc/check_subscription', ({ request }) => {
    expect(request.headers.get('content-profile')).toBe('pgsubs');
    return HttpResponse.json({ medi_locker_activated: active, other_activated_subscription: null });
  }),
  http.post('*/api/rpc/locker_usage', ({ request }) => {
    expect(request.headers.get('content-profile')).toBe('pgmedlock');
    return HttpResponse.json({ used_bytes: 512 * 1024 * 1024, quota_bytes: 1024 * 1024 * 1024 });
  }),
);

const renderShell = (path = '/asha01/docs') =>
  renderWithRouter(
    () => (
      <DocsShell ownerId="owner-1" username="asha01">
        <p>locker content</p>
      </DocsShell>
    ),
    path,
  );

describe('DocsShell', () => {
  it('sends a member without Medilocker to the plans instead of the locker', async () => {
    active = false;
    await renderShell();
    expect(
      await screen.findByRole('heading', { name: 'Your Medilocker is not active' }),
    ).toBeInTheDocument();
    expectLinkTo(
      screen.getByRole('link', { name: 'Get the Medilocker plan' }),
      '/store/products?category=wellness-plan',
    );
    expectLinkTo(screen.getByRole('link', { name: 'Compare plans and prices' }), '/pricing');
    expect(screen.getByText('10 GB of storage')).toBeInTheDocument();
    expect(screen.queryByText('locker content')).not.toBeInTheDocument();
  });

  it('shows the locker, its sections and the storage used to a subscriber', async () => {
    active = true;
    await renderShell();
    expect(await screen.findByText('locker content')).toBeInTheDocument();
    const meter = await screen.findByRole('meter', { name: 'Storage' });
    expect(meter).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('512 MB of 1 GB used')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Files' })).toHaveAttribute('aria-current', 'page');
    expectLinkTo(screen.getByRole('link', { name: 'Trash' }), '/asha01/docs?show=trash');
  });

  it('still shows what others share to a member without Medilocker', async () => {
    active = false;
    await renderShell('/asha01/docs?show=shared');
    expect(await screen.findByText('locker content')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shared with me' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('link', { name: 'Trash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('meter', { name: 'Storage' })).not.toBeInTheDocument();
  });

  it('offers Shared with me next to Files to a subscriber', async () => {
    active = true;
    await renderShell();
    expectLinkTo(
      await screen.findByRole('link', { name: 'Shared with me' }),
      '/asha01/docs?show=shared',
    );
  });
});
