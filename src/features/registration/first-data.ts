import { initialType } from '@machines/registration/registration.logic';
import type {
  FormDefinition,
  RegistrationStart,
  RegistrationType,
} from '@machines/registration/registration.types';
import type { SiteSettings } from '@/config/generated/site-settings.types.ts';
import type { FirstDataArgs } from '@/lib/api-client/first-answers';
import { phoneCatalogueCall } from '@/lib/forms/phone-catalogue';
import { logger } from '@/lib/logger';

import { loadRegistrationForm, loadRegistrationStart } from './actors/registration-actors';

/** What the registration machine starts with when its page was rendered with it (no loading). */
export interface RegistrationFirstData {
  readonly start: RegistrationStart;
  readonly forms: Readonly<Partial<Record<RegistrationType, FormDefinition>>>;
}

/** The tab the page opens on: the one its address names (?type=), else the variant's default. */
export const askedType = (params: URLSearchParams, settings: SiteSettings): string | undefined =>
  params.get('type') ?? settings.registrationConfig.default_type;

/**
 * The registration page's first view — the types, the welcome bonuses and the form of the tab it
 * opens on — fetched by the same calls the machine would make, so the machine starts at the form.
 * What fails is left for the machine to ask (and show) as it would without it.
 */
export async function registrationFirstData({
  client,
  settings,
  language,
  url,
  prefetch,
}: FirstDataArgs): Promise<RegistrationFirstData | null> {
  let start: RegistrationStart;
  try {
    start = await loadRegistrationStart(client, url.searchParams.get('bonus') ?? undefined);
  } catch (error) {
    logger.warn('registration types failed to load for the first view', error);
    return null;
  }
  const type = initialType(start.types, askedType(url.searchParams, settings));
  const form =
    type &&
    (await loadRegistrationForm(client, type).catch((error: unknown) => {
      logger.warn('registration fields failed to load for the first view', error);
      return undefined;
    }));
  // A phone field shows its country picker and mask from the first paint.
  if (form && form.fields.some((field) => field.type === 'phone'))
    await prefetch([phoneCatalogueCall(language)]);
  return { start, forms: type && form ? { [type]: form } : {} };
}
