import { describe, expect, it } from 'vitest';
import { markPopupShown, wasPopupShown } from './popup-shown';

describe('popup-shown flags', () => {
  it('remembers each shown popup once, in localStorage', () => {
    expect(wasPopupShown('promo.welcome_bonus')).toBe(false);
    markPopupShown('promo.welcome_bonus');
    markPopupShown('promo.welcome_bonus');
    markPopupShown('promo.casino_cashback');
    expect(wasPopupShown('promo.welcome_bonus')).toBe(true);
    expect(wasPopupShown('promo.express_boost')).toBe(false);
    expect(JSON.parse(localStorage.getItem('betframe.popupsShown')!)).toEqual(['promo.welcome_bonus', 'promo.casino_cashback']);
  });

  it('treats an unreadable value as nothing shown', () => {
    localStorage.setItem('betframe.popupsShown', '{broken');
    expect(wasPopupShown('promo.welcome_bonus')).toBe(false);
    markPopupShown('promo.welcome_bonus');
    expect(wasPopupShown('promo.welcome_bonus')).toBe(true);
  });
});
