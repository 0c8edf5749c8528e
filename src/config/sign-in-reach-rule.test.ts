import { describe, expect, it } from 'vitest';

import { resolveLayers } from './resolve-settings.ts';

/** The issues' pointers for a variant offering `types` with these forms and logins. */
function refused(data: Record<string, unknown>): string[] {
  const result = resolveLayers([{ name: 'a', match: {}, data }]);
  return result.ok ? [] : result.issues.map((i) => i.pointer);
}

const field = (type: string, required = true) => ({ id: type, name: type, type, required });

describe('a way back in for every registration type', () => {
  it('asks for the account-number login where a form gives no e-mail, phone or social identity', () => {
    const forms = {
      fast_reg: [field('checkbox')],
      phone_reg: [field('phone')],
      custom: [field('email'), field('password')],
    };
    const registrationConfig = { types: ['custom', 'phone_reg', 'fast_reg'], fields: forms };
    expect(refused({ registrationConfig, authConfig: { login_types: ['email', 'sms'] } })).toEqual([
      '/registrationConfig/types/2',
    ]);
    // A phone the site does not sign in with, or one the player may leave empty, is no login.
    expect(refused({ registrationConfig, authConfig: { login_types: ['email'] } })).toEqual([
      '/registrationConfig/types/1',
      '/registrationConfig/types/2',
    ]);
    expect(
      refused({
        registrationConfig: {
          ...registrationConfig,
          fields: { ...forms, phone_reg: [field('phone', false)] },
        },
        authConfig: { login_types: ['email', 'phone_number'] },
      }),
    ).toEqual(['/registrationConfig/types/1', '/registrationConfig/types/2']);
    expect(refused({ registrationConfig, authConfig: { login_types: ['email', 'id'] } })).toEqual(
      [],
    );
  });

  it('counts a social identity as a login where the site has providers', () => {
    const registrationConfig = {
      types: ['soc_reg'],
      fields: { soc_reg: [field('social_types', false), field('checkbox')] },
    };
    const authConfig = { login_types: ['email'] };
    expect(
      refused({ registrationConfig, authConfig: { ...authConfig, social_providers: ['google'] } }),
    ).toEqual([]);
    expect(
      refused({ registrationConfig, authConfig: { ...authConfig, social_providers: [] } }),
    ).toEqual(['/registrationConfig/types/0']);
  });
});
