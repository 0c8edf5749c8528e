import type { TFunction } from 'i18next';

import { localHref } from '@/components/ui/site-link';
import type { MenuItem, SiteSettings } from '@/config/generated/site-settings.types.ts';

/** Pages a switch of their own turns off beyond the streams listed: their links go with them. */
const SWITCHED_PAGES: Readonly<Record<string, (settings: SiteSettings) => boolean>> = {
  '/coupon-lobby': (settings) => settings.couponConfig.lobby.enabled,
};

/** Whether the variant has the page the item links to (the coupon lobby only while it is on). */
export const pageOn = (item: MenuItem, settings: SiteSettings): boolean =>
  SWITCHED_PAGES[item.link ?? '']?.(settings) ?? true;

/** Whether a guest or a signed-in player sees the item (`visibilityByAuth`, everyone by default). */
export function visibleTo(item: MenuItem, authenticated: boolean): boolean {
  const who = item.visibilityByAuth ?? 'all';
  return who === 'all' || (who === 'auth') === authenticated;
}

/** The item's caption: its dictionary key, else its literal text, else its id. */
export function itemLabel(t: TFunction, item: MenuItem): string {
  return item.langKey ? t(item.langKey) : (item.text ?? String(item.id));
}

/**
 * The item for the section the player is in: the longest site link the path starts with, so
 * `/office/security` marks the account and `/information/rules` marks Rules, not Information.
 * Home counts only on its own path, or every page would be home.
 */
export function currentSectionItem(
  items: readonly MenuItem[],
  pathname: string,
  language: string,
): MenuItem | undefined {
  let best: MenuItem | undefined;
  let bestLength = -1;
  for (const item of items) {
    if (!item.link?.startsWith('/')) continue;
    const href = localHref(item.link, language);
    const base = href.endsWith('/') ? href.slice(0, -1) : href;
    const inside =
      pathname === href ||
      pathname === base ||
      (item.link !== '/' && pathname.startsWith(`${base}/`));
    if (inside && base.length > bestLength) {
      best = item;
      bestLength = base.length;
    }
  }
  return best;
}
