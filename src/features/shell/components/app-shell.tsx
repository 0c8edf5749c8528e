import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { ScrollToTop } from '@/components/ui/scroll-to-top';
import { useHostChrome } from '@/lib/cross-frame/host-chrome-store';
import type { SiteSettings } from '@/config/generated/site-settings.types.ts';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { BlockPage } from './block-page';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Theme colours and theme from customizeConfig, as CSS custom properties on <html>. */
function useTheme(customize: SiteSettings['customizeConfig']) {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = customize.theme;
    root.dataset.fontSize = customize.font_size;
    for (const [name, value] of Object.entries(customize.colors)) {
      root.style.setProperty(`--color-${name.replace(/_/g, '-')}`, value);
    }
  }, [customize]);
}

/**
 * Header, page and footer; the block page instead for visitors from a blocked country. Other
 * features' pieces come in as slots: overlays over the page, footerExtras inside the footer.
 */
export function AppShell({ overlays, footerExtras }: { overlays?: ReactNode; footerExtras?: ReactNode }) {
  const { t } = useTranslation();
  const { settings } = useLoadedSettings();
  const navigation = useNavigation();
  useTheme(settings.customizeConfig);
  // A hosted microfrontend's modal: the page behind it takes no input and scroll-to-top steps aside.
  const { pageInert } = useHostChrome();
  const { blocked_countries, geo_country_code } = settings.globalConfig;
  if (blocked_countries.includes(geo_country_code)) return <BlockPage />;
  return (
    <div className="app">
      <a className="skip-link" href="#main" inert={pageInert}>
        {t('skip_to_content')}
      </a>
      <SiteHeader inert={pageInert} />
      <main id="main" tabIndex={-1} aria-busy={navigation.state !== 'idle'}>
        <Outlet />
      </main>
      <SiteFooter inert={pageInert} extras={footerExtras} />
      {settings.booleanConfig.has_scroll_to_top && !pageInert && <ScrollToTop />}
      {overlays}
    </div>
  );
}
