import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppUpdates } from './app-updates';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('AppUpdates', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the member is offline while the connection is gone, and nothing once it is back', () => {
    render(<AppUpdates />);
    expect(screen.queryByRole('status')).toBeNull();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Pages you have opened still work; new data loads when you are back online.',
    );
    goOffline(false);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
