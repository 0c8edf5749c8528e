import type { ComponentType } from 'react';

import type { SiteSettings } from '@/config/generated/site-settings.types.ts';
import { GLOBAL_CHAMP_SECTIONS } from '@/features/sportsbook/themed-sections';
import type { ApiClient } from '@/lib/api-client/client';
import type { FirstDataArgs } from '@/lib/api-client/first-answers';

import type { RouteAccess } from './route-access';
import { routeFunction, routeModule } from './route-modules';

/** A lazily loaded page component and who may open it. */
export interface RegistryEntry {
  readonly load: () => Promise<ComponentType>;
  /** The module `load` imports (route-modules.ts): a rendered page preloads its chunks. */
  readonly module?: string;
  readonly access?: RouteAccess;
  /** Dictionaries the page needs besides common, loaded before it renders. */
  readonly namespaces?: readonly string[];
  /**
   * What the page's view would fetch once mounted, fetched by its loader instead on the app's
   * first page (FirstDataArgs): the page's loader data then, null on later pages and on failure.
   */
  readonly firstData?: (args: FirstDataArgs) => Promise<unknown>;
  /**
   * What the variant's settings must say besides enabling the key (an office section offered in
   * some countries only): where it is false the page is not in the menu and is a 404.
   */
  readonly enabled?: (settings: SiteSettings) => boolean;
  /** An office section reached from another (a receipt from the history): not in the menu. */
  readonly inMenu?: false;
  /** A window of its own (statistics): the page without the site's header, footer and bottom bar. */
  readonly bare?: true;
  /**
   * What a section's key names on the platform (a themed section's global championship), asked by
   * its loader on every visit: the page's loader data `subject`; null — no such thing — is a 404.
   */
  readonly subject?: (args: SectionSubjectArgs) => Promise<unknown>;
}

/** What RegistryEntry.subject is asked with. */
export interface SectionSubjectArgs {
  readonly client: ApiClient;
  readonly key: string;
  /** The page's language. */
  readonly language: string;
}

type InformationPageKey = SiteSettings['informationConfig']['pages'][number];
type StreamKey = SiteSettings['modulesConfig']['streams'][number];
type ThemedKey = SiteSettings['modulesConfig']['themed_sections'][number];
type OfficeKey = SiteSettings['officeConfig']['sections'][number];

const informationPage: RegistryEntry = {
  ...routeModule('/src/features/information/components/information-page.tsx', 'InformationPage'),
};

/** Where the office's sections live. */
const OFFICE = '/src/features/office/components/';

/**
 * An office section (players only) from its module under OFFICE: its component and, where it
 * shows the platform's data at once, the function asking for it on the first page (firstData).
 */
const officeSection = (file: string, component: string, firstData?: string): RegistryEntry => ({
  ...routeModule(OFFICE + file, component),
  access: { authOnly: true },
  ...(firstData && { firstData: routeFunction<FirstDataArgs, unknown>(OFFICE + file, firstData) }),
});

const HOME_PAGE = '/src/app/home-page-with-visual-title.tsx';

const REGISTRATION_PAGE = '/src/features/registration/components/registration-page.tsx';

const SPORTSBOOK_PAGE = '/src/features/sportsbook/components/sportsbook-page.tsx';

const VIRTUAL_SPORTS_PAGE = '/src/features/sportsbook/components/virtual-sports-page.tsx';

/** The sportsbook's pages as shown, with the coupon feature's bet slip: a module each. */
const WITH_COUPON = (page: string) => `/src/app/${page}-with-coupon.tsx`;

/** A sportsbook stream: the list or the game the address names, its first page in the platform's page. */
const sportsbookStream = (firstData: string): RegistryEntry => ({
  ...routeModule(WITH_COUPON('sportsbook-page'), 'SportsbookPageWithCoupon'),
  namespaces: ['sportsbook'],
  firstData: routeFunction<FirstDataArgs, unknown>(SPORTSBOOK_PAGE, firstData),
});

const RESULTS_PAGE = '/src/features/sportsbook/components/results-page.tsx';

const DUEL_PAGE = '/src/features/sportsbook/components/duel-page.tsx';

const COUPON_LOBBY_PAGE = '/src/features/coupon-lobby/components/coupon-lobby-page.tsx';

const STATISTIC_PAGE = '/src/features/statistics/components/statistics-centre-page.tsx';

const THEMED_PAGE = '/src/features/sportsbook/components/themed-page.tsx';

/**
 * A themed section showing a global championship: a 404 unless the platform has one for its key
 * (RegistryEntry.subject); its view first in the platform's page.
 */
const globalChampSection: RegistryEntry = {
  ...routeModule(WITH_COUPON('themed-page'), 'ThemedPageWithCoupon'),
  namespaces: ['sportsbook'],
  firstData: routeFunction<FirstDataArgs, unknown>(THEMED_PAGE, 'themedFirstData'),
  subject: routeFunction<SectionSubjectArgs, unknown>(THEMED_PAGE, 'themedSubject'),
};

/** The app's pages outside the settings-driven sections. */
export type PageKey =
  | 'home'
  | 'registration'
  | 'signIn'
  | 'passwordReset'
  | 'socialCallback'
  | 'activation'
  | 'statistics';

/** Where each page other than home lives under /{lng}/ (the phone e2e sweep visits them too). */
export const PAGE_PATHS: Readonly<Record<Exclude<PageKey, 'home'>, string>> = {
  registration: 'registration',
  signIn: 'login',
  passwordReset: 'password-reset',
  socialCallback: 'social/callback',
  activation: 'activate',
  // /{game|team|…}/{sportId}/{id}[/{tab or season}] (spec §1): the page reads the rest itself.
  statistics: 'statisticpopup/*',
};

/** Page and section keys → components; every key becomes a route of its own (registry-routes.ts). */
export interface LayoutRegistry {
  readonly page: Readonly<Record<PageKey, RegistryEntry>>;
  readonly information: Readonly<Record<InformationPageKey, RegistryEntry>>;
  readonly stream: Readonly<Partial<Record<StreamKey, RegistryEntry>>>;
  readonly themed: Readonly<Partial<Record<ThemedKey, RegistryEntry>>>;
  readonly office: Readonly<Partial<Record<OfficeKey, RegistryEntry>>>;
}

/**
 * The app's registry. Settings decide which keys are enabled; a key that is enabled but not
 * registered (a feature not built yet) is a 404, never a placeholder.
 */
export const layoutRegistry: LayoutRegistry = {
  page: {
    home: {
      ...routeModule(HOME_PAGE, 'HomePageWithVisualTitle'),
      namespaces: ['info', 'sportsbook'],
      // The sportsbook dashboard's shared sections, in the platform's page (where the line is on).
      firstData: routeFunction(HOME_PAGE, 'homeFirstData'),
    },
    registration: {
      ...routeModule(REGISTRATION_PAGE, 'RegistrationPage'),
      access: { guestOnly: true },
      namespaces: ['registration'],
      // The types, bonuses and the first tab's form, in the platform's page.
      firstData: routeFunction(REGISTRATION_PAGE, 'registrationFirstData'),
    },
    signIn: {
      ...routeModule('/src/features/sign-in/components/sign-in-page.tsx', 'SignInPage'),
      access: { guestOnly: true },
      // The phone input and the phone rules' messages are the registration's.
      namespaces: ['auth', 'registration'],
    },
    passwordReset: {
      ...routeModule(
        '/src/features/sign-in/components/password-reset-page.tsx',
        'PasswordResetPage',
      ),
      access: { guestOnly: true },
      namespaces: ['auth', 'registration'],
    },
    socialCallback: {
      ...routeModule(
        '/src/features/social/components/social-callback-page.tsx',
        'SocialCallbackPage',
      ),
    },
    // The activation e-mail's link: for a guest or a player, on whichever device opens it.
    activation: {
      ...routeModule('/src/features/activation/components/activation-page.tsx', 'ActivationPage'),
    },
    // Opened from a game in a window of 1024 × 500–984 px: the site's frame would leave it no room.
    statistics: {
      ...routeModule('/src/features/statistics/components/statistics-page.tsx', 'StatisticsPage'),
      namespaces: ['statistics'],
      bare: true,
    },
  },
  // Every information page of the spec is text from the dictionaries, shown by one component.
  information: {
    information: informationPage,
    contacts: informationPage,
    about: informationPage,
    howbet: informationPage,
    rules: informationPage,
    payment: informationPage,
    cookies: informationPage,
    points: informationPage,
    taxes: informationPage,
    mainRules: informationPage,
    simpleIdentification: informationPage,
    consent: informationPage,
    licenses: informationPage,
    privacyPolicy: informationPage,
    amlkyc: informationPage,
    amlpolicy: informationPage,
    kycpolicy: informationPage,
    disputeresolution: informationPage,
    responsiblegaming: informationPage,
    smsbets: informationPage,
    confirmTerms: informationPage,
    calc: informationPage,
    cashTerminals: informationPage,
    rulesFrame: informationPage,
    bettingCalculator: informationPage,
  },
  stream: {
    line: sportsbookStream('lineFirstData'),
    live: sportsbookStream('liveFirstData'),
    // Virtual leagues' rounds every few minutes: prices until kick-off, scores, results.
    virtualsports: {
      ...routeModule(WITH_COUPON('virtual-sports-page'), 'VirtualSportsPageWithCoupon'),
      namespaces: ['sportsbook'],
      firstData: routeFunction<FirstDataArgs, unknown>(
        VIRTUAL_SPORTS_PAGE,
        'virtualSportsFirstData',
      ),
    },
    // Finished games by day, sport and championship, their scores first in the platform's page.
    results: {
      ...routeModule(RESULTS_PAGE, 'ResultsPage'),
      namespaces: ['sportsbook'],
      firstData: routeFunction<FirstDataArgs, unknown>(RESULTS_PAGE, 'resultsFirstData'),
    },
    // The duel builder: players of upcoming games against each other, priced into the bet slip.
    duels: {
      ...routeModule(WITH_COUPON('duel-page'), 'DuelPageWithCoupon'),
      namespaces: ['sportsbook'],
      firstData: routeFunction<FirstDataArgs, unknown>(DUEL_PAGE, 'duelFirstData'),
    },
    // The statistics centre: sports, championships and their tables, in the site's frame.
    statistic: {
      ...routeModule(STATISTIC_PAGE, 'StatisticsCentrePage'),
      namespaces: ['statistics'],
      firstData: routeFunction<FirstDataArgs, unknown>(STATISTIC_PAGE, 'statisticsCentreFirstData'),
    },
    // The coupon lobby: coupons players published with their bets, copied into the bet slip
    // beside; only where couponConfig.lobby is on.
    'coupon-lobby': {
      ...routeModule(WITH_COUPON('coupon-lobby-page'), 'CouponLobbyPageWithCoupon'),
      namespaces: ['sportsbook'],
      firstData: routeFunction<FirstDataArgs, unknown>(COUPON_LOBBY_PAGE, 'couponLobbyFirstData'),
      enabled: ({ couponConfig }) => couponConfig.lobby.enabled,
    },
    // Draw games: the draws of the types totoConfig.draw_types offers, a draw's coupon and results.
    toto: {
      ...routeModule('/src/features/toto/components/toto-page.tsx', 'TotoPage'),
      namespaces: ['toto'],
      firstData: routeFunction<FirstDataArgs, unknown>(
        '/src/features/toto/components/toto-page.tsx',
        'totoFirstData',
      ),
    },
  },
  // A section per global championship the platform may have: the platform decides which exist.
  themed: Object.fromEntries(GLOBAL_CHAMP_SECTIONS.map((key) => [key, globalChampSection])),
  office: {
    office_account: officeSection('account-section.tsx', 'AccountSection', 'accountFirstData'),
    office_recharge: {
      ...officeSection('recharge-section.tsx', 'RechargeSection', 'rechargeFirstData'),
      // The first-deposit bonus is named in the registration dictionary.
      namespaces: ['registration'],
    },
    office_paycheck: {
      ...officeSection('paycheck-section.tsx', 'PaycheckSection', 'paycheckFirstData'),
      inMenu: false,
    },
    office_deduce: officeSection('deduce-section.tsx', 'DeduceSection', 'deduceFirstData'),
    payment_requests: officeSection(
      'payment-requests-section.tsx',
      'PaymentRequestsSection',
      'requestsFirstData',
    ),
    office_historypay: officeSection(
      'payment-history-section.tsx',
      'PaymentHistorySection',
      'historyFirstData',
    ),
    office_history: {
      ...officeSection('bet-history-section.tsx', 'BetHistorySection'),
      // Outcomes are named as the sportsbook names them.
      namespaces: ['sportsbook'],
    },
    // PowerBet: an open bet topped up at today's higher price (`?bet=<id>`, else the bets offered).
    office_powerbet: {
      ...officeSection('power-bet-section.tsx', 'PowerBetSection'),
      namespaces: ['sportsbook'],
    },
    office_manager_bets: {
      ...officeSection('manager-bets-section.tsx', 'ManagerBetsSection'),
      // Outcomes are named as the sportsbook names them.
      namespaces: ['sportsbook'],
    },
    office_payment_consultant: {
      ...officeSection('payment-consultant-section.tsx', 'PaymentConsultantSection'),
      // Offered in the countries the variant lists: the site's country must be one of them.
      enabled: ({ officeConfig, globalConfig }) =>
        officeConfig.payment_consultant_countries.includes(globalConfig.geo_country_code),
    },
    office_bonuses_deposit: {
      ...officeSection('bonuses-section.tsx', 'BonusesSection', 'bonusesFirstData'),
      // Welcome bonuses are named in the registration dictionary.
      namespaces: ['registration'],
    },
    office_bonuses_wager: {
      ...officeSection('bonus-wager-section.tsx', 'BonusWagerSection', 'bonusWagerFirstData'),
      // Its bonuses are named as in office_bonuses_deposit (welcome bonuses: registration).
      namespaces: ['registration'],
    },
    office_change_password: officeSection('password-section.tsx', 'PasswordSection'),
    office_security: officeSection('security-section.tsx', 'SecuritySection'),
  },
};

/** The information page a path under /information/ shows, if it exists and is enabled. */
export function informationPageFor(
  path: string,
  settings: SiteSettings,
  registry: Pick<LayoutRegistry, 'information'> = layoutRegistry,
): InformationPageKey | undefined {
  const { pages, aliases } = settings.informationConfig;
  const key = (aliases[path] ?? path) as InformationPageKey;
  return pages.includes(key) && key in registry.information ? key : undefined;
}

/** The path segment of an office section under /office/ (`office_security` → `security`). */
export const officeSectionPath = (key: string): string => key.replace(/^office_/, '');

/** The office sections the variant enables and the app has built, in menu order, with their paths. */
export function officeSectionsOf(
  settings: SiteSettings,
  registry: Pick<LayoutRegistry, 'office'> = layoutRegistry,
): { key: OfficeKey; path: string; inMenu: boolean }[] {
  return settings.officeConfig.sections.flatMap((key) => {
    const entry = registry.office[key];
    return entry && officeSectionOn(key, entry, settings)
      ? [{ key, path: officeSectionPath(key), inMenu: entry.inMenu ?? true }]
      : [];
  });
}

/** Whether a built office section is on: the variant lists it and its own condition holds. */
export function officeSectionOn(
  key: string,
  entry: RegistryEntry,
  settings: SiteSettings,
): boolean {
  const listed = (settings.officeConfig.sections as readonly string[]).includes(key);
  return listed && (entry.enabled?.(settings) ?? true);
}

/** Whether the variant enables a stream or themed section key (settings, not the registry, decide). */
export function sectionEnabled(
  kind: 'stream' | 'themed',
  key: string,
  settings: SiteSettings,
): boolean {
  const { streams, themed_sections } = settings.modulesConfig;
  return ((kind === 'stream' ? streams : themed_sections) as readonly string[]).includes(key);
}
