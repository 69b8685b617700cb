import { describe, expect, it, vi } from 'vitest';
import { handlePreloadErrors } from './preload-error';

function preloadError(): Event {
  return new Event('vite:preloadError', { cancelable: true });
}

describe('handlePreloadErrors (§8)', () => {
  it('reloads once on a failed chunk load, then lets a repeat failure through', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    let now = 1_000_000;
    const stop = handlePreloadErrors(target, sessionStorage, reload, () => now);

    const first = preloadError();
    target.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    now += 5_000;
    const second = preloadError();
    target.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false); // Vite rethrows the error

    now += 120_000;
    target.dispatchEvent(preloadError());
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
  });
});
