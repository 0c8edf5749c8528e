import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Dropdown, DROPDOWN_HOVER_DELAY_MS } from './dropdown';

function Harness({
  trigger,
  disabled,
  hoverDelayMs,
}: {
  trigger?: 'click' | 'hover';
  disabled?: boolean;
  hoverDelayMs?: number;
}) {
  return (
    <>
      <Dropdown label="Options" trigger={trigger} disabled={disabled} hoverDelayMs={hoverDelayMs}>
        {(close) => (
          <button type="button" onClick={close}>
            Pick
          </button>
        )}
      </Dropdown>
      <p>Elsewhere</p>
    </>
  );
}

const toggle = () => screen.getByRole('button', { name: 'Options' });
const isOpen = () => toggle().getAttribute('aria-expanded') === 'true';
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

// Pointing is fired directly: user-event awaits real timeouts between steps, which fake timers hold.
const hover = () => fireEvent.pointerEnter(toggle());
const unhover = () => fireEvent.pointerLeave(toggle());

describe('Dropdown', () => {
  const setup = () => userEvent.setup();

  it('toggles on click and ties the toggle to its panel', async () => {
    const user = setup();
    render(<Harness />);
    expect(isOpen()).toBe(false);
    const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    await user.click(toggle());
    expect(isOpen()).toBe(true);
    expect(panel).toBeVisible();
    await user.click(toggle());
    expect(isOpen()).toBe(false);
  });

  it('toggles with Enter and Space; an item can close it', async () => {
    const user = setup();
    render(<Harness />);
    toggle().focus();
    await user.keyboard('{Enter}');
    expect(isOpen()).toBe(true);
    await user.keyboard(' ');
    expect(isOpen()).toBe(false);
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Pick' }));
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape and gives the focus back to the toggle', async () => {
    const user = setup();
    render(<Harness />);
    await user.click(toggle());
    screen.getByRole('button', { name: 'Pick' }).focus();
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(toggle()).toHaveFocus();
  });

  it('closes on a click outside, not on a click inside the panel', async () => {
    const user = setup();
    render(<Harness />);
    await user.click(toggle());
    await user.pointer({
      keys: '[MouseLeft]',
      target: screen.getByRole('button', { name: 'Pick' }).parentElement!,
    });
    expect(isOpen()).toBe(true);
    await user.click(screen.getByText('Elsewhere'));
    expect(isOpen()).toBe(false);
  });
});

describe('Dropdown timing (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('click mode does not open on hover', () => {
    render(<Harness />);
    hover();
    advance(DROPDOWN_HOVER_DELAY_MS * 5);
    expect(isOpen()).toBe(false);
  });

  it('hover mode opens only after the pointer stayed for the delay (200 ms by default)', () => {
    render(<Harness trigger="hover" />);
    expect(DROPDOWN_HOVER_DELAY_MS).toBe(200);
    hover();
    advance(199);
    expect(isOpen()).toBe(false);
    advance(1);
    expect(isOpen()).toBe(true);
  });

  it('hover mode does not open when the pointer leaves before the delay', () => {
    render(<Harness trigger="hover" />);
    hover();
    advance(150);
    unhover();
    advance(500);
    expect(isOpen()).toBe(false);
  });

  it('hover mode closes the same delay after the pointer leaves, unless it comes back', () => {
    render(<Harness trigger="hover" hoverDelayMs={300} />);
    hover();
    advance(300);
    expect(isOpen()).toBe(true);

    unhover();
    advance(250);
    expect(isOpen()).toBe(true);
    hover();
    advance(1000);
    expect(isOpen()).toBe(true);

    unhover();
    advance(299);
    expect(isOpen()).toBe(true);
    advance(1);
    expect(isOpen()).toBe(false);
  });

  it('hover mode still opens at once on click (touch and keyboard have no hover)', () => {
    render(<Harness trigger="hover" />);
    act(() => toggle().click());
    expect(isOpen()).toBe(true);
  });

  it('closes when it becomes disabled and cannot open while disabled, by click or hover', () => {
    const { rerender } = render(<Harness trigger="hover" />);
    act(() => toggle().click());
    expect(isOpen()).toBe(true);

    rerender(<Harness trigger="hover" disabled />);
    expect(isOpen()).toBe(false);
    expect(toggle()).toBeDisabled();
    act(() => toggle().click());
    hover();
    advance(1000);
    expect(isOpen()).toBe(false);

    // Enabled again it starts closed: the request made before it was disabled is gone.
    rerender(<Harness trigger="hover" />);
    expect(isOpen()).toBe(false);
  });

  it('a pending hover open is cancelled when it becomes disabled', () => {
    const { rerender } = render(<Harness trigger="hover" />);
    hover();
    advance(100);
    rerender(<Harness trigger="hover" disabled />);
    advance(500);
    rerender(<Harness trigger="hover" />);
    expect(isOpen()).toBe(false);
  });
});
