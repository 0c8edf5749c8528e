import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { fakeDriver } from '@/lib/preferences/fake-forage';

import { fakePreferences, renderWithSettings } from './testing/settings-harness';
import { useBettingView } from './use-betting-view';
import { useOddsFormat } from './use-odds-format';

beforeEach(() => fakeDriver.reset());

/** Shows what the hooks give (format, 2.00 in it, 1.85 as Indonesian, view, allowed views) and sets them. */
function Probe() {
  const odds = useOddsFormat();
  const views = useBettingView();
  return (
    <>
      <output>
        {odds.format} {odds.formatPrice(2)} {odds.formatPrice(1.85, 4)} {views.view} [
        {views.allowed.join(',')}]
      </output>
      {([1, 3, null] as const).map((format) => (
        <button key={String(format)} type="button" onClick={() => odds.setFormat(format)}>
          format {String(format)}
        </button>
      ))}
      <button type="button" onClick={() => views.setView(0)}>
        view 0
      </button>
    </>
  );
}

const shown = async () => (await screen.findByRole('status')).textContent;

describe('useOddsFormat', () => {
  it('follows the variant’s default for the visitor until the player chooses, and stores the choice', async () => {
    const { preferences } = renderWithSettings(<Probe />, {
      globalConfig: { geo_country_code: 'GB', default_coef_view_by_geo: { GB: 1 } },
    });
    expect(await shown()).toBe('1 Evens -1.18 0 [0]');
    await userEvent.click(screen.getByRole('button', { name: 'format 3' }));
    expect(await shown()).toBe('3 1.00 -1.18 0 [0]');
    await waitFor(() => expect(fakeDriver.data.get('coefficientFormat')).toBe(3));
    // Back to "no choice": the default again, and nothing chosen is stored.
    await userEvent.click(screen.getByRole('button', { name: 'format null' }));
    expect(await shown()).toBe('1 Evens -1.18 0 [0]');
    await waitFor(() => expect(fakeDriver.data.get('coefficientFormat')).toBeNull());
    expect(preferences.get('coefficientFormat')).toBeNull();
  });

  it('uses the language’s default and marks, and its word for evens', async () => {
    renderWithSettings(<Probe />, {
      language: 'ru',
      globalConfig: { default_coef_view_by_lang: { ru: 4 } },
    });
    expect(await shown()).toBe('4 1,00 -1,18 0 [0]');
    await userEvent.click(screen.getByRole('button', { name: 'format 1' }));
    expect(await shown()).toBe('1 1/1 -1,18 0 [0]');
  });

  it('reads a choice stored earlier once the store has loaded', async () => {
    fakeDriver.data.set('storeVersion', 1);
    fakeDriver.data.set('coefficientFormat', 2);
    const preferences = fakePreferences();
    await preferences.load();
    renderWithSettings(<Probe />, { preferences, bettingConfig: { coef_format: 5 } });
    expect(await shown()).toBe('2 +100 -1.18 0 [0]');
  });
});

describe('useBettingView', () => {
  it('gives the allowed views and the Asian default for an Asian-view country', async () => {
    renderWithSettings(<Probe />, {
      globalConfig: {
        geo_country_code: 'MY',
        allowedBettingViews: [0, 1],
        countriesWithAsianView: ['MY'],
      },
    });
    expect(await shown()).toBe('0 2.00 -1.18 1 [0,1]');
    await userEvent.click(screen.getByRole('button', { name: 'view 0' }));
    expect(await shown()).toBe('0 2.00 -1.18 0 [0,1]');
    await waitFor(() => expect(fakeDriver.data.get('bettingView')).toBe(0));
  });

  it('falls back to the default when the stored view is no longer allowed', async () => {
    fakeDriver.data.set('storeVersion', 1);
    fakeDriver.data.set('bettingView', 1);
    const preferences = fakePreferences();
    await preferences.load();
    renderWithSettings(<Probe />, { preferences });
    expect(await shown()).toBe('0 2.00 -1.18 0 [0]');
  });
});
