import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

import type { RegistrationField } from '@/config/generated/site-settings.types.ts';

import { SchemaForm } from './schema-form';
import { formTestI18n } from './testing/form-test-i18n';

const i18n = formTestI18n({
  reg_email: 'E-mail',
  reg_password: 'Password',
  reg_password_again: 'Repeat the password',
  reg_region: 'Region',
  reg_city: 'City',
  reg_agree: 'I agree',
  required: '{{label}} is required.',
  validation_enter_correct_email: 'Enter a correct e-mail address.',
  validation_passwords_differ: 'The passwords do not match.',
  validation_email_taken: 'This e-mail address is already registered.',
  form_problem_title: 'There is a problem',
});

const fields: RegistrationField[] = [
  {
    id: 'email',
    name: 'email',
    type: 'email',
    group: 'contacts',
    order: 1,
    title: 'reg_email',
    required: true,
    validation: [{ rule: 'email', message: 'validation_enter_correct_email' }],
  },
  {
    id: 'password',
    name: 'password',
    type: 'password',
    group: 'security',
    order: 2,
    title: 'reg_password',
    required: true,
  },
  {
    id: 'password_again',
    name: 'password_again',
    type: 'password',
    group: 'security',
    order: 3,
    title: 'reg_password_again',
    validation: [{ rule: 'compare', field: 'password', message: 'validation_passwords_differ' }],
  },
  {
    id: 'region_id',
    name: 'region_id',
    type: 'select',
    group: 'location',
    order: 4,
    title: 'reg_region',
    options: [
      { id: 1, name: 'North' },
      { id: 2, name: 'South' },
    ],
  },
  {
    id: 'city_id',
    name: 'city_id',
    type: 'select',
    group: 'location',
    order: 5,
    title: 'reg_city',
    parent: { name: 'region_id', values: [1] },
    options: [{ id: 10, name: 'Northtown' }],
  },
  {
    id: 'agree',
    name: 'agree',
    type: 'checkbox',
    group: 'agreements',
    order: 6,
    title: 'reg_agree',
    required: true,
  },
];

function renderForm(props: Partial<Parameters<typeof SchemaForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <SchemaForm
        fields={fields}
        ruleContext={{}}
        phoneCountries={[]}
        idPrefix="reg"
        onSubmit={onSubmit}
        {...props}
      >
        <button type="submit">Register</button>
      </SchemaForm>
    </I18nextProvider>,
  );
  return { ...view, onSubmit, user: userEvent.setup() };
}

describe('SchemaForm', () => {
  it('renders labelled controls for the fields, with no errors before anything is touched', () => {
    renderForm();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeInTheDocument();
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
  });

  it('shows a field’s first error once it is left, and re-checks it on change', async () => {
    const { user } = renderForm();
    const email = screen.getByLabelText(/^E-mail/);
    await user.type(email, 'ada@example.c');
    expect(screen.queryByText('Enter a correct e-mail address.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Enter a correct e-mail address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain('__error');
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    expect(screen.queryByText('Enter a correct e-mail address.')).not.toBeInTheDocument();
  });

  it('shows a child field only for its parent’s listed values, and never submits hidden values', async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.queryByLabelText('City')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Region'), 'North');
    await user.selectOptions(screen.getByLabelText('City'), 'Northtown');
    await user.selectOptions(screen.getByLabelText('Region'), 'South');
    expect(screen.queryByLabelText('City')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-1');
    await user.type(screen.getByLabelText('Repeat the password'), 'secret-1');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'secret-1',
      password_again: 'secret-1',
      region_id: 2,
      agree: true,
    });
  });

  it('on a submit with problems: every error, a focused summary linking to the fields, no submit', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'E-mail is required.',
      'Password is required.',
      'I agree is required.',
    ]);
    await user.click(links[1]!);
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });

  it('shows the platform’s errors on their fields until they change, and unknown ones in the summary', async () => {
    const { user } = renderForm({
      serverErrors: { email: ['validation_email_taken'], nickname: ['required'] },
    });
    const email = screen.getByLabelText(/^E-mail/);
    const fieldError = () => document.getElementById(`${email.id}__error`);
    expect(fieldError()).toHaveTextContent('This e-mail address is already registered.');
    expect(
      within(screen.getByRole('alert')).getByText('nickname is required.'),
    ).toBeInTheDocument();
    await user.type(email, 'x');
    expect(fieldError()).not.toBeInTheDocument();
  });
});
