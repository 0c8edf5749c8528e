import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderWithSettings } from '@/lib/odds/testing/settings-harness';
import { fakeDriver } from '@/lib/preferences/fake-forage';

import { BettingViewSwitcher } from './betting-view-switcher';
import { CompactViewToggle } from './compact-view-toggle';
import { OddsFormatSwitcher } from './odds-format-switcher';

beforeEach(() => fakeDriver.reset());

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('OddsFormatSwitcher', () => {
  it('lists the six formats with a sample price each, and sets the preference', async () => {
    const user = userEvent.setup();
    renderWithSettings(<OddsFormatSwitcher />);
    const select = await screen.findByRole('combobox', { name: 'Odds format' });
    expect(optionTexts(select)).toEqual([
      'Decimal (2.50)',
      'Fractional (UK) (6/4)',
      'American (+150)',
      'Hong Kong (1.50)',
      'Indonesian (1.50)',
      'Malay (-0.67)',
    ]);
    expect(select).toHaveValue('0');
    await user.selectOptions(select, 'Malay (-0.67)');
    expect(select).toHaveValue('5');
    await waitFor(() => expect(fakeDriver.data.get('coefficientFormat')).toBe(5));
  });

  it('writes names and samples in the page’s language and its decimal mark', async () => {
    renderWithSettings(<OddsFormatSwitcher />, { language: 'ru' });
    const ru = await screen.findByRole('combobox', { name: 'Формат коэффициентов' });
    expect(optionTexts(ru)[0]).toBe('Десятичный (2,50)');
    expect(optionTexts(ru)[5]).toBe('Малайзийский (-0,67)');
  });

  it('keeps a sample’s sign before its digits in Arabic', async () => {
    renderWithSettings(<OddsFormatSwitcher />, { language: 'ar' });
    const ar = await screen.findByRole('combobox', { name: 'تنسيق الاحتمالات' });
    expect(optionTexts(ar)[2]).toBe('أمريكي (\u2066+150\u2069)');
  });

  it('shows the variant’s default as chosen until the player picks one', async () => {
    renderWithSettings(<OddsFormatSwitcher />, { bettingConfig: { coef_format: 2 } });
    expect(await screen.findByRole('combobox', { name: 'Odds format' })).toHaveValue('2');
  });
});

describe('BettingViewSwitcher', () => {
  it('is not shown when the variant allows one view', async () => {
    renderWithSettings(
      <>
        <BettingViewSwitcher />
        <p>page</p>
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('offers the allowed views, Asian chosen for an Asian-view country, and stores a change', async () => {
    const user = userEvent.setup();
    renderWithSettings(<BettingViewSwitcher />, {
      globalConfig: {
        geo_country_code: 'ID',
        allowedBettingViews: [0, 1],
        countriesWithAsianView: ['ID'],
      },
    });
    const group = await screen.findByRole('group', { name: 'Betting view' });
    expect(within(group).getByRole('radio', { name: 'Asian' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'European' }));
    expect(within(group).getByRole('radio', { name: 'European' })).toBeChecked();
    await waitFor(() => expect(fakeDriver.data.get('bettingView')).toBe(0));
  });
});

describe('CompactViewToggle', () => {
  it('is not shown where the variant does not offer the compact view', async () => {
    renderWithSettings(
      <>
        <CompactViewToggle />
        <p>page</p>
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('switches the compact view on and off, keeping it as a preference', async () => {
    const user = userEvent.setup();
    renderWithSettings(<CompactViewToggle />, {
      language: 'kk',
      booleanConfig: { has_lite_view: true },
    });
    const toggle = await screen.findByRole('switch', { name: 'Ықшам көрініс' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await waitFor(() => expect(fakeDriver.data.get('compactView')).toBe(true));
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(fakeDriver.data.get('compactView')).toBe(false));
  });
});
