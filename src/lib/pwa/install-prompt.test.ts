import { afterEach, describe, expect, it, vi } from 'vitest';

import { captureInstallPrompt, promptInstall } from './install-prompt';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The browser's install offer, with the prompt() only Chromium adds. */
function offer() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve({ outcome: 'accepted' })),
  });
  window.dispatchEvent(event);
  return event;
}

describe('install prompt', () => {
  it('keeps the offer (holding back the browser bar) and prompts with it once, when asked', () => {
    const stop = captureInstallPrompt(window);
    const event = offer();
    expect(event.defaultPrevented).toBe(true);
    expect(event.prompt).not.toHaveBeenCalled();

    expect(promptInstall()).toBe(true);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    // An offer is good for one prompt: without a new one there is nothing to show, and it says so.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(promptInstall()).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops listening when stopped', () => {
    captureInstallPrompt(window)();
    const event = offer();
    expect(event.defaultPrevented).toBe(false);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(promptInstall()).toBe(false);
  });
});
