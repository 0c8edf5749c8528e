import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useBackgroundMedia } from './use-background-media';

/** Image stand-in: jsdom never loads images, so each test says how the load ends. */
class FakeImage {
  static made: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';
  constructor() {
    FakeImage.made.push(this);
  }
}

beforeEach(() => {
  FakeImage.made = [];
  vi.stubGlobal('Image', FakeImage);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useBackgroundMedia', () => {
  it('gives the URL only once the preloaded image has loaded', () => {
    const { result } = renderHook(() => useBackgroundMedia('/media/block.jpg'));
    expect(FakeImage.made[0]?.src).toBe('/media/block.jpg');
    expect(result.current).toBeUndefined();
    act(() => FakeImage.made[0]?.onload?.());
    expect(result.current).toBe('/media/block.jpg');
  });

  it('drops the background on failure and logs the URL once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useBackgroundMedia('/media/missing.jpg'));
    act(() => FakeImage.made[0]?.onerror?.());
    expect(result.current).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('/media/missing.jpg');
  });

  it('loads nothing without a URL', () => {
    const { result } = renderHook(() => useBackgroundMedia(undefined));
    expect(result.current).toBeUndefined();
    expect(FakeImage.made).toEqual([]);
  });
});
