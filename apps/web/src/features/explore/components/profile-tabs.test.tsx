import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { ProfileTabs } from './profile-tabs';
import { expectLinkTo } from '@/test/expect-link';

describe('ProfileTabs', () => {
  it('renders the tabs as links to ?tab= with one tab stop on the active tab', async () => {
    await renderWithRouter(
      () => <ProfileTabs kind="doctor" id={42} active="reviews" />,
      '/explore/doctors/42?tab=reviews',
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Overview',
      'Services and fees',
      'Experience and education',
      'Reviews',
      'Questions',
      'Available slots',
    ]);
    const reviews = screen.getByRole('tab', { name: 'Reviews' });
    expect(reviews).toHaveAttribute('aria-selected', 'true');
    expect(reviews).toHaveAttribute('tabindex', '0');
    expect(reviews).toHaveAttribute('aria-controls', 'profile-panel-reviews');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('tabindex', '-1');
    expectLinkTo(screen.getByRole('tab', { name: 'Overview' }), '/explore/doctors/42');
    expectLinkTo(
      screen.getByRole('tab', { name: 'Available slots' }),
      '/explore/doctors/42?tab=slots',
    );
  });

  it('moves to the next tab with the arrow keys (and wraps)', async () => {
    const { router } = await renderWithRouter(
      () => <ProfileTabs kind="personnel" id={7} active="slots" />,
      '/explore/personnels/7?tab=slots',
    );
    screen.getByRole('tab', { name: 'Available slots' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(router.state.location.pathname).toBe('/explore/personnels/7');
    expect(router.state.location.search).toEqual({});
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  });
});
