import { describe, expect, it, vi } from 'vitest';

import { hostChromeStore } from './host-chrome-store';

describe('hostChromeStore', () => {
  it('tells its listeners about real changes only, and reset puts the page back', () => {
    const listener = vi.fn();
    const stop = hostChromeStore.subscribe(listener);
    hostChromeStore.set({ pageInert: true });
    hostChromeStore.set({ pageInert: true });
    expect(hostChromeStore.get().pageInert).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    hostChromeStore.reset();
    expect(hostChromeStore.get().pageInert).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    hostChromeStore.set({ pageInert: true });
    expect(listener).toHaveBeenCalledTimes(2);
    hostChromeStore.reset();
  });
});
