import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

import type { RegistrationField } from '@/config/generated/site-settings.types.ts';

import { SchemaForm } from '../schema-form';
import { formTestI18n } from '../testing/form-test-i18n';

const NAMES = [
  'Kazakhstan',
  'Russia',
  'Ukraine',
  'Belarus',
  'Uzbekistan',
  'Kyrgyzstan',
  'Tajikistan',
  'Armenia',
  'Azerbaijan',
  'Georgia',
  'Moldova',
  'Brazil',
  'Portugal',
  'Egypt',
];
const ISO = ['KZ', 'RU', 'UA', 'BY', 'UZ', 'KG', 'TJ', 'AM', 'AZ', 'GE', 'MD', 'BR', 'PT', 'EG'];

const i18n = formTestI18n({
  reg_country: 'Country',
  reg_country_help: 'Where you live.',
  form_choose: 'Choose…',
  select_modal_search: 'Search',
  select_modal_empty: 'Nothing found. Try another search.',
  close: 'Close',
});

const country: RegistrationField = {
  id: 'country_id',
  name: 'country_id',
  type: 'select',
  title: 'reg_country',
  tooltip: 'reg_country_help',
  required: true,
  validation: [{ rule: 'required', message: 'Choose a country' }],
  options: NAMES.map((name, i) => ({
    id: i + 1,
    name,
    Alpha2: ISO[i],
    disabled: name === 'Egypt',
  })),
};

function renderCountry(
  field: RegistrationField = country,
  initialValues?: Record<string, unknown>,
) {
  const onSubmit = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <SchemaForm
        fields={[field]}
        ruleContext={{}}
        phoneCountries={[]}
        idPrefix="reg"
        onSubmit={onSubmit}
        initialValues={initialValues}
      >
        <button type="submit">Register</button>
      </SchemaForm>
    </I18nextProvider>,
  );
  const user = userEvent.setup();
  const trigger = () => screen.getByRole('button', { name: /^Country/ });
  const dialog = () => screen.queryByRole('dialog', { name: 'Country' });
  return { user, onSubmit, trigger, dialog };
}

describe('SelectModalWidget (a select with more than 12 options)', () => {
  it('is a button named by the label and the current choice, described by the help text', () => {
    const { trigger } = renderCountry(country, { country_id: 2 });
    expect(trigger()).toHaveAccessibleName('Country Russia');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAccessibleDescription('Where you live.');
    expect(screen.getByLabelText(/Country/)).toBe(trigger());
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says Choose… without a choice; search by ISO code, Enter picks, the modal closes and focus returns', async () => {
    const { user, trigger, dialog, onSubmit } = renderCountry();
    expect(trigger()).toHaveAccessibleName('Country Choose…');
    await user.click(trigger());
    expect(dialog()).toBeInTheDocument();
    const search = within(dialog()!).getByRole('combobox', { name: 'Search' });
    expect(search).toHaveFocus();
    await user.keyboard('kg');
    expect(
      within(dialog()!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Kyrgyzstan']);
    await user.clear(search);
    await user.keyboard('br');
    await user.keyboard('{Enter}');
    expect(dialog()).not.toBeInTheDocument();
    expect(trigger()).toHaveAccessibleName('Country Brazil');
    expect(trigger()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledWith({ country_id: 12 });
  });

  it('works from the keyboard alone: Enter opens, arrows move, Enter picks; the current choice is selected', async () => {
    const { user, trigger, dialog } = renderCountry(country, { country_id: 1 });
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(within(dialog()!).getByRole('option', { name: 'Kazakhstan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(trigger()).toHaveAccessibleName('Country Ukraine');
  });

  it('ignores a disabled option and closes on the close button without changing the choice', async () => {
    const { user, trigger, dialog } = renderCountry(country, { country_id: 1 });
    await user.click(trigger());
    await user.click(within(dialog()!).getByRole('option', { name: 'Egypt' }));
    expect(dialog()).toBeInTheDocument();
    await user.click(within(dialog()!).getByRole('button', { name: 'Close' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(trigger()).toHaveAccessibleName('Country Kazakhstan');
  });

  it('is described by the error of a required field after a submit', async () => {
    const { user, trigger } = renderCountry();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(trigger()).toHaveAccessibleDescription(/Choose a country/);
  });

  it('keeps a native select for 12 options or fewer', () => {
    renderCountry({ ...country, options: country.options!.slice(0, 12) });
    expect(screen.getByRole('combobox', { name: 'Country' }).tagName).toBe('SELECT');
  });
});
