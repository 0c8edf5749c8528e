import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useEffect } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { logger } from '@/lib/logger';

import { ModalHost } from './modal-host';
import { lazyModal, type ModalBodyProps } from './modal-registry';
import { type Modals, useModals } from './modals-context';

function PromoBody({ args, close }: ModalBodyProps) {
  return (
    <>
      <p>Offer {String(args.n)}</p>
      <button type="button" onClick={close}>
        Got it
      </button>
    </>
  );
}

function Crashing(): never {
  throw new Error('render failed');
}

const registry = {
  promo: lazyModal(
    async () => PromoBody,
    (_t, args) => `Promo ${String(args.n)}`,
  ),
  warning: lazyModal(
    async () => PromoBody,
    () => 'Still there?',
  ),
  missingChunk: lazyModal(
    () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
    () => 'Never seen',
  ),
  crashing: lazyModal(
    async () => Crashing,
    () => 'Never seen either',
  ),
};

async function renderHost() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common: { close: 'Close' } } },
    defaultNS: 'common',
    keySeparator: false,
  });
  const got: { modals?: Modals } = {};
  function Grab({ onModals }: { onModals: (modals: Modals) => void }) {
    const modals = useModals();
    useEffect(() => {
      onModals(modals);
    }, [modals, onModals]);
    return null;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <ModalHost registry={registry}>
        <Grab
          onModals={(modals) => {
            got.modals = modals;
          }}
        />
      </ModalHost>
    </I18nextProvider>,
  );
  const show = (...args: Parameters<Modals['show']>) => act(() => got.modals!.show(...args));
  return { show, modals: () => got.modals!, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('ModalHost', () => {
  it('shows three queued modals one at a time, in order; closing one opens the next', async () => {
    const { show, user } = await renderHost();
    for (const n of [1, 2, 3]) await show('promo', { n });
    expect(await screen.findByRole('dialog', { name: 'Promo 1' })).toHaveTextContent('Offer 1');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(await screen.findByRole('dialog', { name: 'Promo 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Promo 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows an over modal on top of the open one at once; the queue waits for both', async () => {
    const { show, user } = await renderHost();
    await show('promo', { n: 1 });
    await show('promo', { n: 2 });
    const onClose = vi.fn();
    await show('warning', {}, { over: true, onClose });
    await screen.findByRole('dialog', { name: 'Still there?' });
    const titles = () =>
      screen.getAllByRole('dialog').map((d) => d.querySelector('h2')?.textContent);
    expect(titles()).toEqual(['Promo 1', 'Still there?']);
    const warning = screen.getByRole('dialog', { name: 'Still there?' });
    await user.click(warning.querySelector('button.dialog__close')!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Still there?' })).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(titles()).toEqual(['Promo 1']);
  });

  it('logs a modal that fails to load or to render, closes it, and opens the next', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { show } = await renderHost();
    const onClose = vi.fn();
    await show('missingChunk', {}, { onClose });
    await show('crashing');
    await show('nobodyRegisteredThis');
    await show('promo', { n: 4 });
    expect(await screen.findByRole('dialog', { name: 'Promo 4' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const failures = logged.mock.calls.map(
      ([, event]) => event as { id: string; error: { message: string } },
    );
    expect(failures.map((e) => e.id)).toEqual([
      'missingChunk-1',
      'crashing-2',
      'nobodyRegisteredThis-3',
    ]);
    expect(failures[0]!.error.message).toBe('Failed to fetch dynamically imported module');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes back a queued modal before it opens, without calling its onClose', async () => {
    const { show, modals, user } = await renderHost();
    await show('promo', { n: 1 });
    const onClose = vi.fn();
    const second = await show('promo', { n: 2 }, { onClose });
    await show('promo', { n: 3 });
    act(() => modals().close(second));
    await user.click(await screen.findByRole('button', { name: 'Got it' }));
    expect(await screen.findByRole('dialog', { name: 'Promo 3' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
