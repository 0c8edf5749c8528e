import type { WidgetProps } from '@rjsf/utils';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

import type { RegistrationField } from '@/config/generated/site-settings.types.ts';

import type { SchemaFormContext } from './form-context';
import { SchemaForm } from './schema-form';
import { formTestI18n } from './testing/form-test-i18n';
import { createTheme, defaultTheme, type SchemaFormTheme } from './theme';

const i18n = formTestI18n({ reg_email: 'E-mail', reg_password: 'Password', reg_news: 'News' });

const fields: RegistrationField[] = [
  { id: 'email', name: 'email', type: 'email', title: 'reg_email', required: true },
  { id: 'password', name: 'password', type: 'password', title: 'reg_password' },
  { id: 'news', name: 'news', type: 'checkbox', title: 'reg_news' },
];

/** A feature's own e-mail control: a labelled search-like box, committing on every keystroke. */
function FancyEmail(props: WidgetProps) {
  const ctx = props.registry.formContext as SchemaFormContext;
  return (
    <input
      id={props.id}
      className="fancy-email"
      type="email"
      aria-label={`${ctx.t(props.label)} (fancy)`}
      aria-required={props.required || undefined}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(event) => props.onChange(event.target.value || undefined)}
    />
  );
}

function renderForm(theme?: SchemaFormTheme) {
  const onSubmit = vi.fn();
  const form = (current?: SchemaFormTheme) => (
    <I18nextProvider i18n={i18n}>
      <SchemaForm
        fields={fields}
        ruleContext={{}}
        phoneCountries={[]}
        idPrefix="t"
        theme={current}
        onSubmit={onSubmit}
      >
        <button type="submit">Send</button>
      </SchemaForm>
    </I18nextProvider>
  );
  const view = render(form(theme));
  return { ...view, onSubmit, form, user: userEvent.setup() };
}

const fieldHtml = (id: string) => document.getElementById(id)?.closest('.form-field')?.outerHTML;

describe('createTheme', () => {
  it('merges the overrides key by key over the default theme', () => {
    const theme = createTheme({ widgets: { email: FancyEmail } });
    expect(theme.widgets.email).toBe(FancyEmail);
    for (const kind of Object.keys(defaultTheme.widgets).filter((k) => k !== 'email'))
      expect(theme.widgets[kind]).toBe(defaultTheme.widgets[kind]);
    expect(theme.templates).toEqual(defaultTheme.templates);
    expect(createTheme()).toBe(defaultTheme);
  });

  it('gives the same theme for the same overrides object, a new one for new overrides', () => {
    const overrides = { widgets: { email: FancyEmail } };
    expect(createTheme(overrides)).toBe(createTheme(overrides));
    expect(createTheme({ widgets: { email: FancyEmail } })).not.toBe(createTheme(overrides));
  });
});

describe('SchemaForm with a theme', () => {
  it('swapping one widget changes that field only', async () => {
    const plain = renderForm();
    const before = { password: fieldHtml('t_main_password'), news: fieldHtml('t_main_news') };
    expect(screen.getByLabelText(/^E-mail/)).not.toHaveClass('fancy-email');
    plain.unmount();

    const { user, onSubmit } = renderForm(createTheme({ widgets: { email: FancyEmail } }));
    const email = screen.getByRole('textbox', { name: 'E-mail (fancy)' });
    expect(email).toHaveClass('fancy-email');
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(fieldHtml('t_main_password')).toBe(before.password);
    expect(fieldHtml('t_main_news')).toBe(before.news);
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com' });
  });

  it('typing into another field does not re-render a swapped widget (the fast input path)', async () => {
    const renders = vi.fn();
    const Counted = (props: WidgetProps) => {
      renders(props.value);
      const Default = defaultTheme.widgets.password as (p: WidgetProps) => React.ReactNode;
      return <Default {...props} />;
    };
    const { user } = renderForm(createTheme({ widgets: { password: Counted } }));
    const first = renders.mock.calls.length;
    expect(first).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(/^E-mail/), 'ada@example.com');
    expect(renders).toHaveBeenCalledTimes(first);
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.tab();
    expect(renders).toHaveBeenLastCalledWith('x');
  });
});
