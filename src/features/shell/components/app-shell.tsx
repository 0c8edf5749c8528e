import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigation } from 'react-router';

import { ScrollToTop } from '@/components/ui/scroll-to-top';
import type { SiteSettings } from '@/config/generated/site-settings.types.ts';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useHostChrome } from '@/lib/cross-frame/host-chrome-store';
import { usePreference } from '@/lib/preferences/use-preference';

import { BlockPage } from './block-page';
import { BottomNavigation } from './bottom-navigation';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Font size on <html>: the player's own choice (a stored preference) over the variant's. The theme
 * and its colours are set with the tokens computed from customizeConfig (src/lib/theme, app-layout).
 */
function useFontSize(customize: SiteSettings['customizeConfig']) {
  const [fontSize] = usePreference('fontSize');
  useEffect(() => {
    document.documentElement.dataset.fontSize = fontSize ?? customize.font_size;
  }, [fontSize, customize.font_size]);
}

/** Whether the matched page is a window of its own (the route's `handle.bare`, set by src/app). */
function useBarePage(): boolean {
  return useMatches().some((m) => (m.handle as { bare?: boolean } | undefined)?.bare === true);
}

/**
 * Header, page, footer and the phone's bottom bar; the page alone where it is a window of its own
 * (statistics); the block page instead for visitors from a blocked country. Other
 * features' pieces come in as slots: overlays over the page, footerExtras inside the footer. The
 * footer comes whole once its extras are known (a new element, not one that grows and moves).
 */
export function AppShell({
  overlays,
  footerExtras,
  footerPending = false,
}: {
  overlays?: ReactNode;
  footerExtras?: ReactNode;
  /** The footer's extras have not answered yet: an empty footer-sized place stands in for it. */
  footerPending?: boolean;
}) {
  const { t } = useTranslation();
  const { settings } = useLoadedSettings();
  const navigation = useNavigation();
  useFontSize(settings.customizeConfig);
  // A hosted microfrontend's modal: the page behind it takes no input and scroll-to-top steps aside.
  const { pageInert } = useHostChrome();
  const bare = useBarePage();
  const { blocked_countries, geo_country_code } = settings.globalConfig;
  if (blocked_countries.includes(geo_country_code)) return <BlockPage />;
  if (bare)
    return (
      <div className="app app--bare">
        <main id="main" tabIndex={-1} aria-busy={navigation.state !== 'idle'}>
          <Outlet />
        </main>
        {overlays}
      </div>
    );
  return (
    <div className="app">
      <a className="skip-link" href="#main" inert={pageInert}>
        {t('skip_to_content')}
      </a>
      <SiteHeader inert={pageInert} />
      <main id="main" tabIndex={-1} aria-busy={navigation.state !== 'idle'}>
        <Outlet />
      </main>
      {footerPending ? (
        <div className="site-footer site-footer--pending" aria-hidden="true" />
      ) : (
        <SiteFooter inert={pageInert} extras={footerExtras} />
      )}
      <BottomNavigation inert={pageInert} />
      {settings.booleanConfig.has_scroll_to_top && !pageInert && <ScrollToTop />}
      {overlays}
    </div>
  );
}
