import { render, screen } from '@testing-library/react';
import i18next, { type BackendModule } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import type { RegistrationField } from '@/config/generated/site-settings.types.ts';

import { SchemaForm } from './schema-form';

const fields: RegistrationField[] = [
  { id: 'promo', name: 'promo', type: 'input', group: 'bonus', order: 1, title: 'reg_promo_code' },
  {
    id: 'agree',
    name: 'agree',
    type: 'checkbox',
    group: 'consent',
    order: 2,
    title: 'reg_agree_policy',
  },
];

/** i18n whose registration dictionary arrives when the test says so. */
async function lateI18n() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (_lng, ns, done) => {
      if (ns !== 'registration') return done(null, {});
      void released.then(() =>
        done(null, { reg_promo_code: 'Promo code', reg_agree_policy: 'I accept the terms' }),
      );
    },
  };
  const i18n = i18next.createInstance();
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      keySeparator: false,
      nsSeparator: false,
      react: { useSuspense: false },
    });
  return { i18n, release };
}

describe('SchemaForm with a dictionary that arrives after it rendered', () => {
  it('re-renders the labels rjsf keeps (its fields skip renders whose props differ only in functions)', async () => {
    const { i18n, release } = await lateI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <SchemaForm
          fields={fields}
          ruleContext={{}}
          phoneCountries={[]}
          idPrefix="late"
          onSubmit={() => undefined}
        >
          <button type="submit">Go</button>
        </SchemaForm>
      </I18nextProvider>,
    );
    expect(await screen.findByText('reg_promo_code')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Promo code')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toBeInTheDocument();
    expect(screen.queryByText(/reg_promo_code|reg_agree_policy/)).toBeNull();
  });
});
