import type { LoadedSettings } from '@/config/settings-client.ts';

/**
 * The variant the app shows, as the SEO calls' partner/country parameters: outside production the
 * platform honours them (the development ?partner=&country= override), so its texts are for the
 * same variant as the page; in production it goes by the host alone.
 */
export function variantParamsOf(variant: LoadedSettings['variant']): {
  partner: string;
  country?: string;
} {
  return {
    partner: String(variant.partner),
    ...(variant.country ? { country: variant.country } : {}),
  };
}
