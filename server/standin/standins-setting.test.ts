import { describe, expect, it } from 'vitest';

import { isStandinPath, standinsEnabled } from './standins-setting.ts';

describe('BETFRAME_STANDINS', () => {
  it('is on by default outside production and off by default in production', () => {
    expect(standinsEnabled(false, {})).toBe(true);
    expect(standinsEnabled(true, {})).toBe(false);
    expect(standinsEnabled(true, { BETFRAME_STANDINS: '  ' })).toBe(false);
  });

  it('turns them on in production only when asked: on, true or 1', () => {
    for (const value of ['on', 'true', '1', 'ON', ' True '])
      expect(standinsEnabled(true, { BETFRAME_STANDINS: value }), value).toBe(true);
  });

  it('turns them off anywhere: off, false or 0', () => {
    for (const production of [false, true])
      for (const value of ['off', 'false', '0', 'Off'])
        expect(standinsEnabled(production, { BETFRAME_STANDINS: value }), value).toBe(false);
  });

  it('refuses any other value instead of guessing', () => {
    expect(() => standinsEnabled(false, { BETFRAME_STANDINS: 'yes' })).toThrow(
      'BETFRAME_STANDINS must be on, off, true, false, 1 or 0 (it is "yes")',
    );
  });

  it('knows the stand-ins’ paths and no others', () => {
    expect(isStandinPath('/bank-standin/pay?amount=1')).toBe(true);
    expect(isStandinPath('/oauth/auth')).toBe(true);
    expect(isStandinPath('/microfrontend-demo/')).toBe(true);
    expect(isStandinPath('/socauth/auth')).toBe(false);
    expect(isStandinPath('/en/registration')).toBe(false);
  });
});
