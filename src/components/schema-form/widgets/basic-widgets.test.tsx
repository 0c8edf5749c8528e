import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

import type { RegistrationField } from '@/config/generated/site-settings.types.ts';
import { declareFields } from '@/lib/forms/declare-fields';

import { SchemaForm } from '../schema-form';
import { formTestI18n } from '../testing/form-test-i18n';

const i18n = formTestI18n({
  reg_currency: 'Currency',
  reg_document: 'Document',
  reg_news: 'Send me news',
  reg_birthday: 'Birthday',
  reg_nickname: 'Nickname',
  reg_nickname_help: 'Letters and digits only.',
  reg_rules_text: 'Read the rules before you register.',
  reg_promo: 'I have a promo code',
  reg_social: 'Register with',
  reg_choose_currency: 'Pick a currency',
  form_choose: 'Choose…',
  captcha_on_submit: 'You will confirm that you are not a robot when you send the form.',
  social_google: 'Google',
  social_telegram: 'Telegram',
  doc_passport: 'Passport',
  doc_id: 'ID card',
});

function renderFields(
  fields: RegistrationField[],
  props: Partial<Parameters<typeof SchemaForm>[0]> = {},
) {
  const onSubmit = vi.fn();
  const onAction = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <SchemaForm
        fields={fields}
        ruleContext={{}}
        phoneCountries={[]}
        idPrefix="reg"
        onSubmit={onSubmit}
        onAction={onAction}
        {...props}
      >
        <button type="submit">Register</button>
      </SchemaForm>
    </I18nextProvider>,
  );
  const user = userEvent.setup();
  const submitted = async () => {
    onSubmit.mockClear();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    return onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
  };
  return { ...view, onSubmit, onAction, user, submitted };
}

const currency: RegistrationField = {
  id: 'currency_id',
  name: 'currency_id',
  type: 'select',
  title: 'reg_currency',
  options: [
    { id: 1, name: 'USD' },
    { id: 2, name: 'EUR' },
    { id: 3, name: 'GBP', disabled: true },
  ],
};

describe('SelectWidget', () => {
  it('offers a placeholder option and the field’s options, disabled ones disabled', () => {
    renderFields([currency]);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'USD', 'EUR', 'GBP']);
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { name: 'GBP' })).toBeDisabled();
  });

  it('uses the field’s placeholder key for the empty option', () => {
    renderFields([{ ...currency, placeholder: 'reg_choose_currency' }]);
    expect(
      within(screen.getByRole('combobox', { name: 'Currency' })).getAllByRole('option')[0],
    ).toHaveTextContent('Pick a currency');
  });

  it('gives numeric ids back as numbers', async () => {
    const { user, submitted } = renderFields([currency]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(await submitted()).toEqual({ currency_id: 2 });
  });

  it('gives string ids back as strings', async () => {
    const document: RegistrationField = {
      id: 'document_type_id',
      name: 'document_type_id',
      type: 'dropdown',
      title: 'reg_document',
      options: [
        { id: 'passport', name: 'doc_passport' },
        { id: 'id', name: 'doc_id' },
      ],
    };
    const { user, submitted } = renderFields([document]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Document' }), 'ID card');
    expect(await submitted()).toEqual({ document_type_id: 'id' });
  });

  it('choosing the placeholder option clears the value', async () => {
    const { user, submitted } = renderFields([currency], { initialValues: { currency_id: 1 } });
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('1');
    await user.selectOptions(select, 'Choose…');
    expect(select).toHaveValue('');
    expect(await submitted()).toEqual({});
  });
});

describe('CheckboxWidget', () => {
  const news: RegistrationField = {
    id: 'receive_news',
    name: 'receive_news',
    type: 'checkbox',
    title: 'reg_news',
  };

  it('toggles by a click on its label text and submits a boolean', async () => {
    const { user, submitted } = renderFields([news]);
    const box = screen.getByRole('checkbox', { name: 'Send me news' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Send me news'));
    expect(box).toBeChecked();
    expect(await submitted()).toEqual({ receive_news: true });
    await user.click(screen.getByText('Send me news'));
    expect(box).not.toBeChecked();
    expect(await submitted()).toEqual({ receive_news: false });
  });

  it('labels the box once (no second label above it), with a required mark hidden from readers', () => {
    renderFields([{ ...news, type: 'extended_checkbox', required: true }]);
    expect(screen.getAllByText('Send me news')).toHaveLength(1);
    const box = screen.getByRole('checkbox', { name: 'Send me news' });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('DateWidget', () => {
  const birthday: RegistrationField = {
    id: 'date_birthday',
    name: 'date_birthday',
    type: 'date_birthday',
    title: 'reg_birthday',
  };

  it('is a date input whose value is yyyy-MM-dd', async () => {
    const { user, submitted } = renderFields([
      ...declareFields([{ ...birthday, type: 'datepicker' }]),
    ]);
    const input = screen.getByLabelText('Birthday');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('autocomplete', 'off');
    await user.type(input, '1990-05-17');
    expect(input).toHaveValue('1990-05-17');
    expect(await submitted()).toEqual({ date_birthday: '1990-05-17' });
  });

  it('shows an initial date and marks a birthday for autofill', () => {
    // The birthday kind's token comes from the spec table (declareFields), as it reaches the form.
    renderFields([...declareFields([birthday])], {
      initialValues: { date_birthday: '1985-12-01' },
    });
    const input = screen.getByLabelText('Birthday');
    expect(input).toHaveValue('1985-12-01');
    expect(input).toHaveAttribute('autocomplete', 'bday');
  });
});

describe('display fields', () => {
  it('a label field shows its text', () => {
    renderFields([{ id: 'rules', name: 'rules', type: 'label', title: 'reg_rules_text' }]);
    expect(screen.getByText('Read the rules before you register.')).toBeInTheDocument();
  });

  it('a button field is a button that calls onAction with its name, not a submit', async () => {
    const { user, onAction, onSubmit } = renderFields([
      { id: 'promo', name: 'promo', type: 'button', title: 'reg_promo' },
    ]);
    await user.click(screen.getByRole('button', { name: 'I have a promo code' }));
    expect(onAction).toHaveBeenCalledWith('promo', undefined, 'button', expect.any(Object));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a disabled button field is a disabled button', () => {
    renderFields([
      { id: 'promo', name: 'promo', type: 'button', title: 'reg_promo', disabled: true },
    ]);
    expect(screen.getByRole('button', { name: 'I have a promo code' })).toBeDisabled();
  });

  it('a captcha field says the challenge comes when the form is sent', () => {
    renderFields([
      { id: 'google_captcha_response', name: 'google_captcha_response', type: 'captcha' },
    ]);
    expect(
      screen.getByText('You will confirm that you are not a robot when you send the form.'),
    ).toBeInTheDocument();
  });

  it('a phone code button field is a button that calls onAction too', async () => {
    const { user, onAction } = renderFields([
      { id: 'tel_code', name: 'tel_code', type: 'phone_code_button', title: 'reg_promo' },
    ]);
    await user.click(screen.getByRole('button', { name: 'I have a promo code' }));
    expect(onAction).toHaveBeenCalledWith(
      'tel_code',
      undefined,
      'phone_code_button',
      expect.any(Object),
    );
  });

  it('social types show one button per provider, each calling onAction with the provider id', async () => {
    const social: RegistrationField = {
      id: 'social',
      name: 'social',
      type: 'social_types',
      title: 'reg_social',
      options: [
        { id: 'google', name: 'social_google' },
        { id: 7, name: 'social_telegram' },
      ],
    };
    const { user, onAction } = renderFields([social]);
    const group = screen.getByRole('group', { name: 'Register with' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Google', 'Telegram']);
    await user.click(within(group).getByRole('button', { name: 'Telegram' }));
    // The form as it stands comes along (a page leaving for the provider keeps it).
    expect(onAction).toHaveBeenCalledWith('social', '7', 'social_types', expect.any(Object));
    await user.click(within(group).getByRole('button', { name: 'Google' }));
    expect(onAction).toHaveBeenLastCalledWith(
      'social',
      'google',
      'social_types',
      expect.any(Object),
    );
  });

  it('display fields submit no value of their own', async () => {
    const { submitted } = renderFields([
      { id: 'rules', name: 'rules', type: 'label', title: 'reg_rules_text' },
      { id: 'promo', name: 'promo', type: 'button', title: 'reg_promo' },
      { id: 'nickname', name: 'nickname', type: 'input', title: 'reg_nickname' },
    ]);
    expect(await submitted()).toEqual({});
  });
});

describe('common control attributes', () => {
  it('a disabled field is disabled, whatever its kind', () => {
    renderFields([
      { id: 'nickname', name: 'nickname', type: 'input', title: 'reg_nickname', disabled: true },
      { ...currency, disabled: true },
      {
        id: 'receive_news',
        name: 'receive_news',
        type: 'checkbox',
        title: 'reg_news',
        disabled: true,
      },
      {
        id: 'date_birthday',
        name: 'date_birthday',
        type: 'date_birthday',
        title: 'reg_birthday',
        disabled: true,
      },
    ]);
    expect(screen.getByLabelText('Nickname')).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Send me news' })).toBeDisabled();
    expect(screen.getByLabelText('Birthday')).toBeDisabled();
  });

  it('aria-describedby points at the help text when the field has a tooltip, and is absent otherwise', () => {
    renderFields([
      {
        id: 'nickname',
        name: 'nickname',
        type: 'input',
        title: 'reg_nickname',
        tooltip: 'reg_nickname_help',
      },
      { ...currency, tooltip: 'reg_nickname_help' },
      { id: 'receive_news', name: 'receive_news', type: 'checkbox', title: 'reg_news' },
    ]);
    const nickname = screen.getByLabelText('Nickname');
    expect(nickname).toHaveAccessibleDescription('Letters and digits only.');
    expect(
      document.getElementById(nickname.getAttribute('aria-describedby') ?? ''),
    ).toHaveTextContent('Letters and digits only.');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveAccessibleDescription(
      'Letters and digits only.',
    );
    expect(screen.getByRole('checkbox', { name: 'Send me news' })).not.toHaveAttribute(
      'aria-describedby',
    );
  });

  it('a text input takes its type, placeholder and maxLength from the field', async () => {
    const { user, submitted } = renderFields([
      {
        id: 'nickname',
        name: 'nickname',
        type: 'input',
        title: 'reg_nickname',
        inputType: 'tel',
        placeholder: 'reg_nickname_help',
        maxLength: 4,
      },
    ]);
    const input = screen.getByLabelText('Nickname');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('placeholder', 'Letters and digits only.');
    await user.type(input, '123456');
    expect(input).toHaveValue('1234');
    expect(await submitted()).toEqual({ nickname: '1234' });
  });
});
