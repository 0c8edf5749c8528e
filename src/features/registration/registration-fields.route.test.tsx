import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp } from '@/app/testing/render-app';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await app?.server.close();
  app = undefined;
});

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

// The sample platform sends the spec's fields without declarations: the spec table gives them
// today's behaviour (src/lib/forms/spec-fields.ts).
describe('the full registration form from today’s definitions', () => {
  it('preselects the visitor’s country and currency, loads its regions, then the region’s cities', async () => {
    app = await renderApp('/en/registration?type=short_reg');
    const { user } = app;
    const country = await screen.findByRole('button', { name: 'Country Kazakhstan' });
    expect(country).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveDisplayValue('KZT');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveAttribute(
      'autocomplete',
      'transaction-currency',
    );
    const region = screen.getByRole('combobox', { name: 'Region' });
    await waitFor(() => expect(options(region)).toContain('Almaty'));
    // The city shows once a region is chosen (a default-case child of the region).
    expect(screen.queryByRole('combobox', { name: 'City' })).not.toBeInTheDocument();
    await user.selectOptions(region, 'Almaty');
    const city = await screen.findByRole('combobox', { name: 'City' });
    await waitFor(() => expect(options(city)).toEqual(['Choose…', 'Almaty', 'Kaskelen', 'Talgar']));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText(/^Phone number/)).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByRole('button', { name: /^Country code/ })).toHaveAccessibleName(
      'Country code +7, change',
    );

    // Another country: the phone picker follows it, its regions replace the old ones.
    await user.click(country);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Country' })).getByRole('option', {
        name: 'United Kingdom',
      }),
    );
    expect(screen.getByRole('button', { name: /^Country code/ })).toHaveAccessibleName(
      'Country code +44, change',
    );
    await waitFor(() => expect(options(region)).toEqual(['Choose…', 'England', 'Scotland']));
    expect(region).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: 'City' })).not.toBeInTheDocument();
  });
});
