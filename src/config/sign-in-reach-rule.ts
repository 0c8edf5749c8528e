import type { RegistrationField, SiteSettings } from './generated/site-settings.types.ts';
import type { SettingsIssue } from './settings-errors.ts';

type LoginType = SiteSettings['authConfig']['login_types'][number];
type RegistrationType = SiteSettings['registrationConfig']['types'][number];

/** The field definitions of a type; short_reg is treated as full_reg when it has none of its own. */
export function definitionOf(
  settings: SiteSettings,
  type: RegistrationType,
): readonly RegistrationField[] {
  const { fields } = settings.registrationConfig;
  return fields[type] ?? (type === 'short_reg' ? fields.full_reg : undefined) ?? [];
}

/** Which login kinds a field kind the player must fill in gives them. */
const LOGINS_OF_KIND: Partial<Record<RegistrationField['type'], readonly LoginType[]>> = {
  email: ['email'],
  phone: ['phone_number', 'sms'],
};

/** A login of their own the form leaves the player: a required e-mail or phone the site signs in with, or a social identity. */
function leavesOwnLogin(settings: SiteSettings, fields: readonly RegistrationField[]): boolean {
  const { login_types, social_providers } = settings.authConfig;
  return fields.some((field) => {
    if (field.type === 'social_types') return social_providers.length > 0;
    const always = field.required === true && field.parent === undefined;
    return always && (LOGINS_OF_KIND[field.type] ?? []).some((l) => login_types.includes(l));
  });
}

/**
 * A registration type whose form asks for nothing the site signs in with (one click, pay and
 * play) leaves the account number as the player's only login: the variant must offer `id`, or
 * the account is lost as soon as the player signs out.
 */
export function signInReachIssues(settings: SiteSettings): SettingsIssue[] {
  if (settings.authConfig.login_types.includes('id')) return [];
  return settings.registrationConfig.types.flatMap((type, i) => {
    const fields = definitionOf(settings, type);
    // A type with no definitions yet says nothing about its form.
    return fields.length === 0 || leavesOwnLogin(settings, fields)
      ? []
      : [
          {
            pointer: `/registrationConfig/types/${i}`,
            message: `"${type}" leaves its player no login but the account number (its form asks for no e-mail, phone or social identity that authConfig.login_types signs in with): add "id" to /authConfig/login_types or drop the type`,
            related: '/authConfig/login_types',
          },
        ];
  });
}
