import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { ErrorView } from './error-view';
import { LoadingView } from './loading-view';

describe('error and loading views (§2)', () => {
  it('shows "Something went wrong!" and toggles the error message', async () => {
    await renderWithRouter(() => <ErrorView error={new Error('Database unreachable')} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    const message = screen.getByText('Database unreachable');
    expect(message).not.toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Show error' });
    await userEvent.click(toggle);
    expect(message).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide error' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hide error' }));
    expect(message).not.toBeVisible();
  });

  it('loading view: a spinning logo with alt "Loading..", or a spinner with "Loading..."', async () => {
    await renderWithRouter(() => (
      <>
        <LoadingView />
        <LoadingView variant="spinner" />
      </>
    ));
    expect(screen.getByAltText('Loading..')).toHaveClass('animate-spin');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });
});
