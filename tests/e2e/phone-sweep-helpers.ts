import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { APIRequestContext, Page } from '@playwright/test';

import { informationPageFor, officeSectionsOf, PAGE_PATHS } from '../../src/app/layout-registry.ts';
import type { SiteSettings } from '../../src/config/generated/site-settings.types.ts';

const root = join(import.meta.dirname, '../..');

/** One sample variant: the first host of config-samples/hosts.json for each partner and country. */
export interface SampleVariant {
  readonly host: string;
  readonly partner: number;
  readonly country?: string;
}

export function sampleVariants(): SampleVariant[] {
  const { hosts } = JSON.parse(readFileSync(join(root, 'config-samples/hosts.json'), 'utf8')) as {
    hosts: Record<string, { partner: number; country?: string }>;
  };
  const seen = new Set<string>();
  return Object.entries(hosts).flatMap(([host, { partner, country }]) => {
    const key = `${partner}/${country ?? ''}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ host, partner, ...(country ? { country } : {}) }];
  });
}

/** The variant's resolved settings and default language, as the platform serves them. */
export async function settingsOf(
  request: APIRequestContext,
  variant: SampleVariant,
): Promise<{ settings: SiteSettings; language: string }> {
  const query = new URLSearchParams({ partner: String(variant.partner) });
  if (variant.country) query.set('country', variant.country);
  const answer = await request.get(`/frontend-api/site-settings?${query.toString()}`);
  const body = (await answer.json()) as {
    data: { attributes: SiteSettings };
    meta: { variant: { language: string } };
  };
  return { settings: body.data.attributes, language: body.meta.variant.language };
}

/** A page to visit: its path under /{lng}/ and its template (one axe scan per template and theme). */
export interface SweepPage {
  readonly path: string;
  readonly template: string;
}

/**
 * Every page a guest can open on the variant, from its settings and the app's registry: home, the
 * fixed pages (each registration type), each enabled information page. The social callback is
 * left out: it is where a provider sends the player back, not a page anyone opens; so is the
 * statistics window, opened from a game in a window of its own, without the site's header.
 */
export function guestPages(settings: SiteSettings): SweepPage[] {
  const { socialCallback: _callback, statistics: _statistics, registration, ...fixed } = PAGE_PATHS;
  return [
    { path: '', template: 'home' },
    ...Object.entries(fixed).map(([template, path]) => ({ path, template })),
    ...settings.registrationConfig.types.map((type) => ({
      path: `${registration}?type=${type}`,
      template: 'registration',
    })),
    ...settings.informationConfig.pages.flatMap((key) =>
      informationPageFor(key, settings)
        ? [{ path: `information/${key}`, template: 'information' }]
        : [],
    ),
  ];
}

/** The office pages of a signed-in player: the office itself and each section it has built. */
export function officePages(settings: SiteSettings): SweepPage[] {
  return [
    { path: 'office', template: 'office' },
    ...officeSectionsOf(settings).map(({ path }) => ({
      path: `office/${path}`,
      template: 'office',
    })),
  ];
}

/** The languages a guest is offered, the variant's own first. */
export function guestLanguages(settings: SiteSettings, first: string): string[] {
  const { langs_order, langs_hidden_unauth } = settings.globalConfig;
  const shown = langs_order.filter((l) => !langs_hidden_unauth.includes(l));
  return [first, ...shown.filter((l) => l !== first)];
}

/**
 * Every dictionary key of every language (plural forms also under their base key), and the keys
 * settings point menus at: one of them in the visible text is a text that never got translated.
 */
export function knownKeys(settings: SiteSettings): Set<string> {
  const keys = new Set<string>();
  const locales = join(root, 'src/locales');
  for (const entry of readdirSync(locales, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const language = entry.name;
    for (const file of readdirSync(join(locales, language))) {
      const dictionary = JSON.parse(readFileSync(join(locales, language, file), 'utf8')) as object;
      for (const key of Object.keys(dictionary)) {
        keys.add(key);
        keys.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
      }
    }
  }
  const { headerConfig, footerConfig } = settings;
  for (const item of [...headerConfig.items, ...headerConfig.bottom_navigation])
    if (item.langKey) keys.add(item.langKey);
  for (const column of footerConfig.columns) if (column.title) keys.add(column.title);
  return keys;
}

/** Words shaped like keys (`reg_country`, `seo.home.title`); single words never count. */
const KEY_SHAPED = /\b[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+\b/g;

/** What the phone check looks at on a rendered page. */
export interface PhoneFacts {
  readonly scrollWidth: number;
  readonly innerWidth: number;
  readonly scrollX: number;
  readonly rtl: boolean;
  /** The brand's box in the header (its inline start edge is where the page begins). */
  readonly brand: { left: number; right: number } | null;
  /** Whether every visible piece of the header shares one row. */
  readonly headerOneRow: boolean;
  readonly text: string;
}

export async function phoneFacts(page: Page): Promise<PhoneFacts> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    const boxes = [...(header?.children ?? [])]
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const brand = header?.querySelector('a[href$="/"]')?.getBoundingClientRect();
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      scrollX: window.scrollX,
      rtl: document.documentElement.dir === 'rtl',
      brand: brand ? { left: brand.left, right: brand.right } : null,
      headerOneRow:
        boxes.length === 0 ||
        Math.min(...boxes.map((b) => b.bottom)) > Math.max(...boxes.map((b) => b.top)),
      text: document.body.innerText,
    };
  });
}

/** Raw keys in a text: key-shaped words that are keys (e-mail addresses and hosts are not). */
export function rawKeysIn(text: string, keys: ReadonlySet<string>): string[] {
  const withoutAddresses = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
  return [...new Set(withoutAddresses.match(KEY_SHAPED) ?? [])].filter((word) => keys.has(word));
}
