import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { BONUS_DEFAULTS, firstDepositBonus, welcomeBonusFor } from './bonuses.ts';

type Settings = Parameters<typeof firstDepositBonus>[0] & Parameters<typeof welcomeBonusFor>[0];

const settings = (percent: number, cap: number, enabled = true) =>
  ({
    registrationConfig: { first_deposit: { enabled, percent }, bonus_amount: cap },
    promoConfig: {
      welcome_bonuses: [
        { id: 1, bonusCode: 'SPORT', title: 't', type: 0 },
        { id: 2, bonusCode: 'CASINO', title: 't', type: 1 },
        { id: 3, bonusCode: 'NONE', title: 't', cancel: true },
      ],
    },
  }) as unknown as Settings;

describe('the first-deposit bonus', () => {
  it('is percentFirstDeposit of the deposit, to the cent, capped by bonusAmount when set', () => {
    expect(firstDepositBonus(settings(100, 50_000), 150_050n)).toBe(150_050n);
    expect(firstDepositBonus(settings(12.5, 0), 1_001n)).toBe(125n); // 1.25125 → 1.25
    expect(firstDepositBonus(settings(50, 100), 1_000_000n)).toBe(10_000n);
    expect(firstDepositBonus(settings(50, 0), 1_000_000n)).toBe(500_000n);
  });

  it('is the bonus chosen at registration, the first offered when none was asked, none when refused', () => {
    expect(welcomeBonusFor(settings(100, 0), 'casino')?.id).toBe(2);
    expect(welcomeBonusFor(settings(100, 0), undefined)?.id).toBe(1);
    expect(welcomeBonusFor(settings(100, 0), 'NONE')).toBeUndefined();
    expect(welcomeBonusFor(settings(100, 0), 'GONE')).toBeUndefined();
    expect(welcomeBonusFor(settings(100, 0, false), 'SPORT')).toBeUndefined();
  });

  it('reads the schema’s defaults where a bonus leaves wagering or days out', () => {
    type Defaults = Record<string, { items: { properties: Record<string, { default: number }> } }>;
    const schema = JSON.parse(
      readFileSync(new URL('../../schemas/site-settings.schema.json', import.meta.url), 'utf8'),
    ) as { properties: { promoConfig: { properties: Defaults } } };
    const promo = schema.properties.promoConfig.properties;
    const welcome = promo.welcome_bonuses!.items.properties;
    const codes = promo.promo_codes!.items.properties;
    expect(BONUS_DEFAULTS).toEqual({
      welcome: { wager: welcome.wager?.default, days: welcome.days?.default },
      promo: { wager: codes.wager?.default, days: codes.days?.default },
    });
  });
});
