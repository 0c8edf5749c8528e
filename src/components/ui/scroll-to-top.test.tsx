import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ScrollToTop } from './scroll-to-top';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('ScrollToTop', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 20_000,
      configurable: true,
    });
    window.scrollTo = vi.fn();
    window.matchMedia = vi.fn().mockReturnValue({ matches: true });
  });
  afterEach(() => vi.useRealTimers());

  it('appears when the player scrolls back up far down the page, checked every 300 ms, and takes them to the top', () => {
    render(
      <main id="main" tabIndex={-1}>
        <ScrollToTop />
      </main>,
    );
    act(() => {
      scrollTo(5_000);
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => {
      scrollTo(4_900);
      vi.advanceTimersByTime(299);
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const button = screen.getByRole('button', { name: 'scroll_to_top' });
    act(() => button.click());
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    expect(document.getElementById('main')).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
