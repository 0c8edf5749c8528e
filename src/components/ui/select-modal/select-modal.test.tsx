import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { WithCommonTexts } from '../testing/common-test-i18n';
import { SelectModal, type SelectModalProps } from './select-modal';
import type { SelectModalOption } from './select-modal-search';

const COUNTRIES: SelectModalOption[] = [
  { id: 1, name: 'Kazakhstan', iso: 'KZ' },
  { id: 2, name: 'Russia', iso: 'RU' },
  { id: 3, name: 'Uzbekistan', iso: 'UZ', disabled: true },
  { id: 4, name: 'Brazil', iso: 'BR' },
];

type Props = Partial<SelectModalProps<SelectModalOption>>;

function Harness(props: Props) {
  const [open, setOpen] = useState(true);
  return (
    <WithCommonTexts>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <SelectModal
        open={open}
        title="Country"
        options={COUNTRIES}
        onSelect={() => undefined}
        onClose={() => setOpen(false)}
        {...props}
      />
    </WithCommonTexts>
  );
}

function setup(props: Props = {}) {
  const onSelect = vi.fn();
  const user = userEvent.setup();
  const view = render(<Harness onSelect={onSelect} {...props} />);
  const dialog = () => screen.queryByRole('dialog', { name: 'Country' });
  const list = () => screen.getByRole('listbox', { name: 'Country' });
  const names = () =>
    within(list())
      .queryAllByRole('option')
      .map((o) => o.textContent);
  const active = () => {
    const owner = screen.queryByRole('combobox') ?? list();
    return document.getElementById(owner.getAttribute('aria-activedescendant') ?? '')?.textContent;
  };
  return { ...view, user, onSelect, dialog, list, names, active };
}

/** A controllable IntersectionObserver: tests say when the sentinel comes into view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static reveal() {
    for (const observer of FakeObserver.instances.filter((o) => o.targets.length > 0)) {
      const entries = observer.targets.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('SelectModal', () => {
  it('is a dialog with the title, the options as a listbox, and the checked option active', () => {
    const { dialog, names, list, active } = setup({
      options: COUNTRIES.map((c) => ({ ...c, checked: c.id === 2 })),
    });
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Country' })).toBeInTheDocument();
    expect(names()).toEqual(['Kazakhstan', 'Russia', 'Uzbekistan', 'Brazil']);
    expect(within(list()).getByRole('option', { name: 'Russia' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(active()).toBe('Russia');
    expect(list()).toHaveFocus();
  });

  it('clicking an option selects it and hides the modal', async () => {
    const { user, onSelect, dialog, list } = setup();
    await user.click(within(list()).getByRole('option', { name: 'Brazil' }));
    expect(onSelect).toHaveBeenCalledWith(COUNTRIES[3]);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('keeps the modal open after a choice when hideAfterSelection is false', async () => {
    const { user, onSelect, dialog, list } = setup({ hideAfterSelection: false });
    await user.click(within(list()).getByRole('option', { name: 'Russia' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeInTheDocument();
  });

  it('ignores disabled options, by click and by Enter', async () => {
    const { user, onSelect, dialog, list, active } = setup();
    const uzbekistan = within(list()).getByRole('option', { name: 'Uzbekistan' });
    expect(uzbekistan).toHaveAttribute('aria-disabled', 'true');
    await user.click(uzbekistan);
    list().focus();
    await user.keyboard('{End}{ArrowUp}');
    expect(active()).toBe('Uzbekistan');
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
  });

  it('arrows, Home and End move the active option in the list; Enter picks it', async () => {
    const { user, onSelect, active } = setup();
    expect(active()).toBe('Kazakhstan');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Russia');
    await user.keyboard('{End}');
    expect(active()).toBe('Brazil');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Brazil');
    await user.keyboard('{Home}');
    expect(active()).toBe('Kazakhstan');
    await user.keyboard('{ArrowUp}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(COUNTRIES[1]);
  });

  it('search: focused first, matches name and iso ignoring case, best position first; Enter picks the first match', async () => {
    const { user, names, onSelect, dialog } = setup({ searchable: true });
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('maxlength', '100');
    await user.keyboard('br');
    expect(names()).toEqual(['Brazil']);
    await user.clear(box);
    await user.keyboard('z');
    // KZ and UZ have it at position 1 (original order), Brazil at 4.
    expect(names()).toEqual(['Kazakhstan', 'Uzbekistan', 'Brazil']);
    await user.clear(box);
    await user.keyboard('Ru{Enter}');
    expect(onSelect).toHaveBeenCalledWith(COUNTRIES[1]);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('says so when the search finds nothing, and Enter then picks nothing', async () => {
    const { user, onSelect } = setup({ searchable: true });
    await user.keyboard('zz');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing found. Try another search.');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('searches other fields when told', async () => {
    const { user } = setup({ searchable: true, searchFields: ['name'] });
    await user.keyboard('kz');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing found. Try another search.');
  });

  it('Escape and the close button close it', async () => {
    const { user, dialog } = setup();
    fireEvent(dialog()!, new Event('cancel', { cancelable: true }));
    expect(dialog()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('while loading shows 5 placeholder rows (or as many as asked) and is busy', () => {
    const { rerender } = render(
      <WithCommonTexts>
        <SelectModal
          open
          title="Country"
          options={[]}
          loading
          onSelect={() => undefined}
          onClose={() => undefined}
        />
      </WithCommonTexts>,
    );
    expect(screen.getByRole('listbox', { name: 'Country' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('select-modal-skeleton')).toHaveLength(5);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(
      <WithCommonTexts>
        <SelectModal
          open
          title="Country"
          options={[]}
          loading
          skeletonCount={2}
          onSelect={() => undefined}
          onClose={() => undefined}
        />
      </WithCommonTexts>,
    );
    expect(screen.getAllByTestId('select-modal-skeleton')).toHaveLength(2);
  });

  it('infinite scroll: watches a sentinel (10 %, 50 % bottom margin), loads once at a time with placeholder rows', async () => {
    let finish: () => void = () => undefined;
    const onLoadMore = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    setup({ hasMore: true, onLoadMore });
    const observer = FakeObserver.instances.find((o) => o.targets.length > 0);
    expect(observer?.options.threshold).toBe(0.1);
    expect(observer?.options.rootMargin).toBe('0px 0px 50% 0px');
    expect(observer?.options.root === screen.getByRole('listbox')).toBe(true);
    expect(onLoadMore).not.toHaveBeenCalled();
    await act(async () => FakeObserver.reveal());
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('select-modal-skeleton')).toHaveLength(5);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    await act(async () => FakeObserver.reveal());
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.queryByTestId('select-modal-skeleton')).not.toBeInTheDocument();
    await act(async () => FakeObserver.reveal());
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does not watch for more when hasMore is false', async () => {
    const onLoadMore = vi.fn();
    setup({ hasMore: false, onLoadMore });
    await act(async () => FakeObserver.reveal());
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(FakeObserver.instances.filter((o) => o.targets.length > 0)).toHaveLength(0);
  });
});
