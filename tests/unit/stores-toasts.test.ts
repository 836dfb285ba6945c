import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBrowser } from './stores-browser';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('toasts store', () => {
  it('shows a toast and removes it after 5000 ms', async () => {
    vi.useFakeTimers();
    installBrowser();
    const { $toasts, showToast } = await import('@/stores/toasts');
    showToast('Saved', 'success');
    expect($toasts.get()).toMatchObject([{ message: 'Saved', type: 'success' }]);
    vi.advanceTimersByTime(4999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('carries toasts still on screen to the next page for the rest of their time', async () => {
    vi.useFakeTimers();
    const first = installBrowser();
    const { showToast } = await import('@/stores/toasts');
    showToast('Login successful', 'success');
    vi.advanceTimersByTime(1000);
    first.window.dispatchEvent(new Event('pagehide'));
    const carried = first.sessionStorage.getItem('toasts_in_flight');

    const next = installBrowser();
    next.sessionStorage.setItem('toasts_in_flight', carried!);
    const page2 = await import('@/stores/toasts');
    expect(page2.$toasts.get()).toMatchObject([{ message: 'Login successful', type: 'success' }]);
    vi.advanceTimersByTime(4000);
    expect(page2.$toasts.get()).toEqual([]);
    expect(next.sessionStorage.getItem('toasts_in_flight')).toBeNull();
  });
});
