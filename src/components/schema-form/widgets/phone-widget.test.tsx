import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

import type { RegistrationField } from '@/config/generated/site-settings.types.ts';
import { AE, GB, KZ, RU } from '@/lib/forms/testing/phone-countries';

import { SchemaForm } from '../schema-form';
import { formTestI18n } from '../testing/form-test-i18n';

const i18n = formTestI18n({
  reg_phone: 'Phone',
  phone_code_label: 'Country code {{code}}, change',
  phone_code_search: 'Search by country code',
});

const COUNTRIES = [KZ, RU, GB, AE];

const fields: RegistrationField[] = [
  { id: 'phone', name: 'phone', type: 'phone', title: 'reg_phone' },
];

function renderPhone(props: Partial<Parameters<typeof SchemaForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <SchemaForm
        fields={fields}
        ruleContext={{}}
        phoneCountries={COUNTRIES}
        context={{ geoCountryId: 1 }}
        idPrefix="reg"
        onSubmit={onSubmit}
        {...props}
      >
        <button type="submit">Register</button>
      </SchemaForm>
    </I18nextProvider>,
  );
  const user = userEvent.setup();
  const number = () => screen.getByLabelText('Phone');
  const codeButton = () => screen.getByRole('button', { name: /^Country code/ });
  const codeSearch = () => screen.getByRole('textbox', { name: 'Search by country code' });
  const submitted = async () => {
    onSubmit.mockClear();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    return onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
  };
  const offered = () =>
    within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
  return { ...view, onSubmit, user, number, codeButton, codeSearch, submitted, offered };
}

describe('PhoneWidget', () => {
  it('starts with the default country, its code on the button and its mask as placeholder', () => {
    const { codeButton, number } = renderPhone();
    expect(codeButton()).toHaveAccessibleName('Country code +7, change');
    expect(codeButton()).toHaveTextContent('+7 KZ');
    expect(codeButton()).toHaveAttribute('aria-expanded', 'false');
    expect(number()).toHaveAttribute('type', 'tel');
    expect(number()).toHaveAttribute('placeholder', '___ ___ __ __');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows typed national digits through the mask and submits +<code><digits>', async () => {
    const { user, number, submitted } = renderPhone();
    await user.type(number(), '7012');
    expect(number()).toHaveValue('701 2');
    await user.type(number(), '345678');
    expect(number()).toHaveValue('701 234 56 78');
    expect(await submitted()).toEqual({ phone: '+77012345678' });
  });

  it('takes no more digits than the mask holds', async () => {
    const { user, number, submitted } = renderPhone();
    await user.type(number(), '701234567899');
    expect(number()).toHaveValue('701 234 56 78');
    expect(await submitted()).toEqual({ phone: '+77012345678' });
  });

  it('clears the value when the first digit is not allowed for the country', async () => {
    const { user, number, submitted } = renderPhone();
    await user.type(number(), '5');
    expect(number()).toHaveValue('');
    await user.type(number(), '6');
    expect(number()).toHaveValue('6');
    expect(await submitted()).toEqual({ phone: '+76' });
  });

  it('accepts full-width digits typed into the number', async () => {
    const { user, number, submitted } = renderPhone();
    await user.type(number(), '７０１２３４５６７８');
    expect(number()).toHaveValue('701 234 56 78');
    expect(await submitted()).toEqual({ phone: '+77012345678' });
  });

  it('drops what is not a digit, and submits nothing once the number is erased', async () => {
    const { user, number, submitted } = renderPhone();
    await user.type(number(), '7a0-1');
    expect(number()).toHaveValue('701');
    await user.clear(number());
    expect(number()).toHaveValue('');
    expect(await submitted()).toEqual({});
  });

  it('starts from the country of an initial number', () => {
    const { codeButton, number } = renderPhone({ initialValues: { phone: '+447400123456' } });
    expect(codeButton()).toHaveTextContent('+44 GB');
    expect(number()).toHaveValue('7400 123456');
  });

  it('opens the picker from the code button: expanded, code search focused, every country offered', async () => {
    const { user, codeButton, codeSearch, offered } = renderPhone();
    await user.click(codeButton());
    expect(codeButton()).toHaveAttribute('aria-expanded', 'true');
    expect(codeSearch()).toHaveFocus();
    expect(codeSearch()).toHaveValue('');
    expect(codeSearch()).toHaveAttribute('placeholder', 'xxx');
    expect(offered()).toEqual([
      '+7 Kazakhstan',
      '+7 Russia',
      '+44 United Kingdom',
      '+971 United Arab Emirates',
    ]);
    expect(screen.getByRole('option', { name: '+7 Kazakhstan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('lists only the countries whose code contains the typed code', async () => {
    const { user, codeButton, codeSearch, offered } = renderPhone();
    await user.click(codeButton());
    await user.type(codeSearch(), '44');
    expect(offered()).toEqual(['+44 United Kingdom']);
    await user.clear(codeSearch());
    await user.type(codeSearch(), '7');
    expect(offered()).toEqual(['+7 Kazakhstan', '+7 Russia', '+971 United Arab Emirates']);
  });

  it('takes digits only, at most 3, in the code search', async () => {
    const { user, codeButton, codeSearch } = renderPhone();
    await user.click(codeButton());
    await user.type(codeSearch(), '+9a7');
    expect(codeSearch()).toHaveValue('97');
    await user.type(codeSearch(), '15');
    expect(codeSearch()).toHaveValue('971');
  });

  it('picking a country changes the code button, keeps a number it allows and returns focus', async () => {
    const { user, number, codeButton, codeSearch, submitted } = renderPhone();
    await user.type(number(), '7012345678');
    await user.click(codeButton());
    await user.type(codeSearch(), '44');
    await user.click(screen.getByRole('button', { name: '+44 United Kingdom' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(codeButton()).toHaveAccessibleName('Country code +44, change');
    expect(codeButton()).toHaveAttribute('aria-expanded', 'false');
    expect(codeButton()).toHaveFocus();
    expect(number()).toHaveValue('7012 345678');
    expect(await submitted()).toEqual({ phone: '+447012345678' });
  });

  it('picking a country whose numbers cannot start so clears the number', async () => {
    const { user, number, codeButton, codeSearch, submitted } = renderPhone();
    await user.type(number(), '7012345678');
    await user.click(codeButton());
    await user.type(codeSearch(), '971');
    await user.click(screen.getByRole('button', { name: '+971 United Arab Emirates' }));
    expect(codeButton()).toHaveTextContent('+971 AE');
    expect(number()).toHaveValue('');
    expect(number()).toHaveAttribute('placeholder', '__ ___ ____');
    expect(await submitted()).toEqual({});
  });

  it('picking a country with the same code keeps the code and re-checks the number', async () => {
    const { user, number, codeButton, submitted } = renderPhone();
    await user.type(number(), '7012345678');
    await user.click(codeButton());
    await user.click(screen.getByRole('button', { name: '+7 Russia' }));
    expect(codeButton()).toHaveTextContent('+7 RU');
    expect(number()).toHaveValue('');
    await user.type(number(), '9161234567');
    expect(await submitted()).toEqual({ phone: '+79161234567' });
  });

  it('Enter in the code search closes the list and does not submit the form', async () => {
    const { user, codeButton, codeSearch, onSubmit } = renderPhone();
    await user.click(codeButton());
    await user.type(codeSearch(), '{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(codeButton()).toHaveAttribute('aria-expanded', 'false');
    expect(codeButton()).toHaveFocus();
    expect(codeButton()).toHaveTextContent('+7 KZ');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closing with the typed code of a known country selects that country', async () => {
    const { user, number, codeButton, codeSearch, submitted } = renderPhone();
    await user.type(number(), '7012345678');
    await user.click(codeButton());
    await user.type(codeSearch(), '44{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(codeButton()).toHaveAccessibleName('Country code +44, change');
    expect(await submitted()).toEqual({ phone: '+447012345678' });
  });

  it('closing with the code button also keeps a typed code', async () => {
    const { user, codeButton, codeSearch } = renderPhone();
    await user.click(codeButton());
    await user.type(codeSearch(), '971');
    await user.click(codeButton());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(codeButton()).toHaveTextContent('+971 AE');
  });

  it('a code no country has is offered as a single entry and kept bare on close', async () => {
    const { user, number, codeButton, codeSearch, offered, submitted } = renderPhone();
    await user.click(codeButton());
    await user.type(codeSearch(), '999');
    expect(offered()).toEqual(['+999 +999']);
    await user.type(codeSearch(), '{Enter}');
    expect(codeButton()).toHaveAccessibleName('Country code +999, change');
    expect(codeButton()).toHaveTextContent(/^\+999\s*$/);
    await user.type(number(), '0123456');
    expect(number()).toHaveValue('0123456');
    expect(await submitted()).toEqual({ phone: '+9990123456' });
  });

  it('closing with nothing typed restores the chosen country', async () => {
    const { user, number, codeButton, codeSearch, submitted } = renderPhone();
    await user.type(number(), '7012345678');
    await user.click(codeButton());
    await user.type(codeSearch(), '44');
    await user.clear(codeSearch());
    await user.click(codeButton());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(codeButton()).toHaveTextContent('+7 KZ');
    expect(await submitted()).toEqual({ phone: '+77012345678' });
  });

  it('closing with the code of the current country keeps that country (not another one with the same code)', async () => {
    const { user, codeButton, codeSearch } = renderPhone({ context: { geoCountryId: 2 } });
    expect(codeButton()).toHaveTextContent('+7 RU');
    await user.click(codeButton());
    await user.type(codeSearch(), '7{Enter}');
    expect(codeButton()).toHaveTextContent('+7 RU');
  });

  it('Escape closes the picker and returns focus to the code button', async () => {
    const { user, codeButton } = renderPhone();
    await user.click(codeButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(codeButton()).toHaveAttribute('aria-expanded', 'false');
    expect(codeButton()).toHaveFocus();
    expect(codeButton()).toHaveTextContent('+7 KZ');
  });

  it('reopening clears the code typed before', async () => {
    const { user, codeButton, codeSearch } = renderPhone();
    await user.click(codeButton());
    await user.type(codeSearch(), '44{Enter}');
    await user.click(codeButton());
    expect(codeSearch()).toHaveValue('');
    expect(codeSearch()).toHaveFocus();
  });

  it('a disabled field disables the code button and the number', () => {
    const { codeButton, number } = renderPhone({ fields: [{ ...fields[0]!, disabled: true }] });
    expect(codeButton()).toBeDisabled();
    expect(number()).toBeDisabled();
  });

  // Spec §4 "Dropdown": closes on leaving or an outside click.
  it('closes the picker on a click outside it (spec §4 Dropdown)', async () => {
    const { user, number, codeButton } = renderPhone();
    await user.click(codeButton());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(number());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(codeButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts from the country its definition names (country_field), while no number is typed', async () => {
    const declared: RegistrationField[] = [
      {
        id: 'land',
        name: 'land',
        type: 'select',
        title: 'Land',
        options: [
          { id: 1, name: 'Kazakhstan' },
          { id: 77, name: 'United Kingdom' },
        ],
      },
      { ...fields[0]!, country_field: 'land' },
    ];
    const { user, number, codeButton } = renderPhone({ fields: declared });
    expect(codeButton()).toHaveAccessibleName('Country code +7, change');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Land' }), 'United Kingdom');
    expect(codeButton()).toHaveAccessibleName('Country code +44, change');
    await user.type(number(), '7400');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Land' }), 'Kazakhstan');
    expect(codeButton()).toHaveAccessibleName('Country code +44, change');
  });

  it('does not follow a field it does not name', async () => {
    const other: RegistrationField = {
      id: 'country_id',
      name: 'country_id',
      type: 'select',
      title: 'Country',
      options: [
        { id: 1, name: 'Kazakhstan' },
        { id: 77, name: 'United Kingdom' },
      ],
    };
    const { user, codeButton } = renderPhone({ fields: [other, fields[0]!] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United Kingdom');
    expect(codeButton()).toHaveAccessibleName('Country code +7, change');
  });
});
