import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Tooltip, TOOLTIP_DELAY_MS } from './tooltip';

function Harness() {
  return (
    <>
      <Tooltip textKey="refresh_hint">
        {(describedBy) => (
          <button type="button" aria-label="Refresh" aria-describedby={describedBy}>
            ↻
          </button>
        )}
      </Tooltip>
      <button type="button">Other</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Refresh' });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

// Pointing and focus are fired directly: user-event waits on real timeouts that fake timers hold.
describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('describes its trigger with the translated text, shown only 200 ms after the pointer rests on it', () => {
    render(<Harness />);
    // The test i18n shows keys: the description is the key's translation.
    expect(trigger()).toHaveAccessibleDescription('refresh_hint');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(TOOLTIP_DELAY_MS).toBe(200);

    fireEvent.pointerEnter(trigger());
    advance(199);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('refresh_hint');
    expect(trigger().getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
  });

  it('hides when the pointer leaves, and never shows when it left before the delay', () => {
    render(<Harness />);
    fireEvent.pointerEnter(trigger());
    advance(200);
    fireEvent.pointerLeave(trigger());
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerEnter(trigger());
    advance(150);
    fireEvent.pointerLeave(trigger());
    advance(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows at once on keyboard focus and hides on blur', () => {
    render(<Harness />);
    act(() => trigger().focus());
    expect(screen.getByRole('tooltip')).toBeVisible();
    act(() => screen.getByRole('button', { name: 'Other' }).focus());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not show at once when the focus comes from a press (the hover delay applies)', () => {
    render(<Harness />);
    fireEvent.pointerEnter(trigger());
    fireEvent.pointerDown(trigger());
    act(() => trigger().focus());
    fireEvent.pointerUp(trigger());
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(200);
    expect(screen.getByRole('tooltip')).toBeVisible();
  });

  it('hides on Escape', () => {
    render(<Harness />);
    act(() => trigger().focus());
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.keyDown(trigger(), { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger()).toHaveFocus();
  });
});
