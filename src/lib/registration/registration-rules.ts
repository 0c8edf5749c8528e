import type { RegistrationField, SiteSettings } from '@/config/generated/site-settings.types.ts';

/** A registration type name (the tab id). */
export type RegistrationType = SiteSettings['registrationConfig']['types'][number];

/** short_reg is treated as full_reg (spec §2 and §4). */
export const effectiveType = (type: RegistrationType): RegistrationType =>
  type === 'short_reg' ? 'full_reg' : type;

/**
 * Tab icon (spec §4): full registration by default; social registration follows its provider
 * (google); otherwise the id with underscores turned into hyphens.
 */
export function tabIcon(type: string, socialProvider?: string): string {
  if (type === 'soc_reg') return socialProvider ?? 'google';
  return type ? type.replace(/_/g, '-') : 'full-reg';
}

/** The i18n key of a type's tab caption (registrationConfig.tab_captions, distinct per type). */
export const tabCaption = (settings: SiteSettings, type: RegistrationType): string =>
  settings.registrationConfig.tab_captions[type] ?? `reg_tab_${type.replace(/-/g, '_')}`;

const CYBER_OR_DOCUMENT = /^(cyber|documents?)$/;
const DOCUMENT_FIELDS = new Set([
  'passport',
  'passport_series',
  'passport_number',
  'document_type_id',
  'passport_date',
  'passport_end_date',
  'passport_who',
  'inn',
  'birthplace',
  'registration_number',
]);

/**
 * Cyber and document fields appear only for full registration and for the CIS countries
 * (registrationConfig.special_list_countries); other fields always apply.
 */
export function applicableFields(
  fields: readonly RegistrationField[],
  type: RegistrationType,
  visitorCountry: string | undefined,
  cisCountries: readonly string[],
): RegistrationField[] {
  const special =
    effectiveType(type) === 'full_reg' &&
    visitorCountry !== undefined &&
    cisCountries.includes(visitorCountry);
  return fields.filter(
    (f) => special || !(CYBER_OR_DOCUMENT.test(f.group ?? '') || DOCUMENT_FIELDS.has(f.name)),
  );
}
