import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { WithCommonTexts } from '../testing/common-test-i18n';
import { MultiSelect } from './multi-select';
import type { MultiSelectValue } from './multi-select-model';

const MANY = Array.from({ length: 5000 }, (_, i) => ({ value: i, label: `Option ${i + 1}` }));

function Harness({ optionsLimit }: { readonly optionsLimit?: number }) {
  const [value, setValue] = useState<MultiSelectValue[]>([]);
  return (
    <WithCommonTexts>
      <MultiSelect
        label="Many"
        options={MANY}
        value={value}
        onChange={setValue}
        optionsLimit={optionsLimit}
      />
    </WithCommonTexts>
  );
}

// jsdom has no layout: the list is given the 300 px height (and its rows' scroll height) a browser would, and scrolling
// moves scrollTop and fires the scroll event the virtualizer listens to.
const originalScrollTo = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollTo');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 300,
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get: () => MANY.length * 40,
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
    configurable: true,
    value(this: HTMLElement, options: ScrollToOptions) {
      this.scrollTop = options.top ?? 0;
      fireEvent.scroll(this);
    },
  });
});
afterEach(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
  if (originalScrollTo) Object.defineProperty(HTMLElement.prototype, 'scrollTo', originalScrollTo);
  else delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
});

function setup(optionsLimit?: number) {
  const user = userEvent.setup();
  render(<Harness optionsLimit={optionsLimit} />);
  const box = screen.getByRole('combobox', { name: 'Many' });
  const rendered = () =>
    within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', {
      hidden: true,
    });
  const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
  return { user, box, rendered, active };
}

describe('MultiSelect virtualisation', () => {
  it('renders only the rows in view plus a ~200 px buffer of 5000 options, with set size and positions', async () => {
    const { user, box, rendered } = setup(5000);
    await user.click(box);
    const rows = rendered();
    // 300 px / 40 px rows = 8 in view, 5 more (200 px) of buffer.
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(14);
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows[0]).toHaveAttribute('aria-setsize', '5000');
    expect(
      screen.queryByRole('option', { name: 'Option 100', hidden: true }),
    ).not.toBeInTheDocument();
  });

  it('by default considers at most 1000 options', async () => {
    const { user, box, rendered } = setup();
    await user.click(box);
    expect(rendered()[0]).toHaveAttribute('aria-setsize', '1000');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant');
  });

  it('ArrowDown past the window scrolls, renders and activates the next option', async () => {
    const { user, box, rendered, active } = setup(5000);
    await user.click(box);
    await user.keyboard('{ArrowDown>20/}');
    expect(active()).toHaveAccessibleName('Option 21');
    expect(active()).toHaveAttribute('aria-posinset', '21');
    expect(active()).toHaveClass('is-active');
    // The window followed the pointer: the first rows are gone.
    await waitFor(() =>
      expect(
        screen.queryByRole('option', { name: 'Option 1', hidden: true }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('listbox', { hidden: true }).scrollTop).toBeGreaterThan(0);
    expect(active()).toHaveAccessibleName('Option 21');
    expect(rendered().length).toBeLessThanOrEqual(20);
  });

  it('ArrowUp from the first option wraps to the last, which is rendered and active', async () => {
    const { user, box, active } = setup(5000);
    await user.click(box);
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveAccessibleName('Option 5000');
    expect(active()).toHaveAttribute('aria-posinset', '5000');
  });
});
