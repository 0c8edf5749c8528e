import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import {
  phoneConfirmationMachine,
  type SendCodeInput,
  type SentCode,
} from '@machines/phone-confirmation/phone-confirmation.machine';
import common from '@/locales/en/common.json';
import registration from '@/locales/en/registration.json';
import ru from '@/locales/ru/registration.json';

import { PhoneConfirmationDialog } from './phone-confirmation-dialog';

async function renderDialog(lng: 'en' | 'ru' = 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    ns: ['registration', 'common'],
    defaultNS: 'registration',
    resources: { en: { registration, common }, ru: { registration: ru, common } },
  });
  const actor = createActor(
    phoneConfirmationMachine.provide({
      actors: {
        sendCode: fromPromise<SentCode, SendCodeInput>(() =>
          Promise.resolve({ codeLength: 4, expiresIn: 300, resendIn: 60, at: Date.now() }),
        ),
      },
    }),
    { input: { phone: '+77011234567' } },
  ).start();
  render(
    <I18nextProvider i18n={i18n}>
      <PhoneConfirmationDialog actor={actor} />
    </I18nextProvider>,
  );
  await act(async () => {
    await Promise.resolve();
  });
  return actor;
}

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('the phone confirmation dialog', () => {
  it('counts the resend wait down every second, in plurals, then offers the resend', async () => {
    vi.useFakeTimers();
    await renderDialog();
    expect(screen.getByLabelText('Code from the SMS')).toBeInTheDocument();
    expect(screen.getByText('You can ask for a new code in 60 seconds.')).toBeInTheDocument();
    expect(screen.getByText('The code is valid for 5 more minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    tick(2_000);
    expect(screen.getByText('You can ask for a new code in 58 seconds.')).toBeInTheDocument();
    tick(57_000);
    expect(screen.getByText('You can ask for a new code in 1 second.')).toBeInTheDocument();
    tick(3_000);
    expect(screen.queryByText(/ask for a new code in/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
    expect(screen.getByText('The code is valid for 4 more minutes.')).toBeInTheDocument();
  });

  it('uses the language’s plural forms', async () => {
    vi.useFakeTimers();
    await renderDialog('ru');
    tick(38_000);
    expect(screen.getByText('Запросить новый код можно через 22 секунды.')).toBeInTheDocument();
    tick(1_000);
    expect(screen.getByText('Запросить новый код можно через 21 секунду.')).toBeInTheDocument();
  });
});
