import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { useConfirm } from './confirm';
import { ConfirmModal } from './confirm-modal';
import { ModalHost } from './modal-host';
import { lazyModal } from './modal-registry';

const registry = {
  confirm: lazyModal(
    async () => ConfirmModal,
    (t, args) => t(String(args.title), { ns: ['office', 'common'] }),
    { escape: false, outsideClick: true },
  ),
};

async function renderAsker() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['office', 'common'],
    resources: {
      en: {
        common: { close: 'Close', ok: 'OK' },
        office: {
          q_title: 'Sign out everywhere else?',
          q_text: '{{count}} others will be signed out.',
          q_ok: 'Sign them out',
        },
      },
    },
    defaultNS: 'common',
    keySeparator: false,
  });
  const answers: boolean[] = [];
  function Asker() {
    const confirm = useConfirm();
    return (
      <button
        type="button"
        onClick={() =>
          void confirm({ title: 'q_title', text: 'q_text', ok: 'q_ok', values: { count: 2 } }).then(
            (ok) => answers.push(ok),
          )
        }
      >
        Ask
      </button>
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <ModalHost registry={registry}>
        <Asker />
      </ModalHost>
    </I18nextProvider>,
  );
  return { answers, user: userEvent.setup() };
}

describe('useConfirm', () => {
  it('answers true on OK, with the question and its values on screen', async () => {
    const { answers, user } = await renderAsker();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(dialog).toHaveTextContent('2 others will be signed out.');
    expect(screen.getByRole('button', { name: 'Sign them out' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Sign them out' }));
    await waitFor(() => expect(answers).toEqual([true]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape, and answers false when closed or clicked outside', async () => {
    const { answers, user } = await renderAsker();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(answers).toEqual([false]));
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const again = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    fireEvent.click(again, { clientX: -5, clientY: -5 });
    await waitFor(() => expect(answers).toEqual([false, false]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
