import { lazy, Suspense } from 'react';

import { ModalHost } from '@/components/modal-host/modal-host';
import { NotificationsHost } from '@/components/ui/notifications-host';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { CookieConsentBanner } from '@/features/consent/components/cookie-consent-banner';
import { AnalyticsCounters } from '@/features/seo/components/analytics-counters';
import { FooterQuestions } from '@/features/seo/components/footer-questions';
import { InformationLinks } from '@/features/seo/components/information-links';
import { useFooterTexts } from '@/features/seo/hooks/use-footer-texts';
import { usePageMetadata } from '@/features/seo/hooks/use-page-metadata';
import { AppShell } from '@/features/shell/components/app-shell';
import { ConsentProvider } from '@/lib/consent/consent-context';
import { useFavouritesSync } from '@/lib/favourites/use-favourites-sync';
import { useSession } from '@/lib/session/session-context';
import { useThemeTokens } from '@/lib/theme/use-theme-tokens';

import { GameEventsGate } from './game-events-gate';
import { HashModals } from './hash-modals';
import { modalRegistry } from './modal-registry';

// Analytics (session machine, batching, web vitals) loads after the page: events raised before it
// runs wait in the track bus.
const AnalyticsRuntime = lazy(() =>
  import('./analytics-runtime').then((m) => ({ default: m.AnalyticsRuntime })),
);

const AutoLogoff = lazy(() =>
  import('@/features/sign-in/components/auto-logoff').then((m) => ({ default: m.AutoLogoff })),
);

/** Auto log-off runs for signed-in players of variants that ask for it (globalConfig.has_auto_logoff). */
function AutoLogoffGate() {
  const { authenticated } = useSession();
  const { settings } = useLoadedSettings();
  if (!authenticated || !settings.globalConfig.has_auto_logoff) return null;
  return (
    <Suspense fallback={null}>
      <AutoLogoff />
    </Suspense>
  );
}

/**
 * The /{lng} layout: the shell inside the modal queue (every page and overlay can open modals),
 * with the URL-hash popups of other features, auto log-off, the followed games' events and the
 * notifications over it; <head> follows the page; the footer carries the platform's questions and
 * information links (it keeps its place empty until they have answered, so it never grows on
 * screen). Consent wraps it all: analytics (started here) and the marketing counters wait for it;
 * its banner comes right after the footer, so the page ends below it. The favourites a guest chose
 * go to the player's account once signed in, on whichever page that happens.
 */
export function AppLayout() {
  usePageMetadata();
  useFavouritesSync();
  const { settings } = useLoadedSettings();
  useThemeTokens(settings.customizeConfig);
  const footer = useFooterTexts();
  return (
    <ConsentProvider required={settings.booleanConfig.has_cookie_consent}>
      <Suspense fallback={null}>
        <AnalyticsRuntime />
      </Suspense>
      <ModalHost registry={modalRegistry}>
        <AppShell
          overlays={
            <>
              <CookieConsentBanner />
              <HashModals />
              <AutoLogoffGate />
              <GameEventsGate />
              <NotificationsHost />
              <AnalyticsCounters />
            </>
          }
          footerExtras={
            footer && (
              <>
                <FooterQuestions questions={footer.questions} />
                <InformationLinks links={footer.links} />
              </>
            )
          }
          footerPending={!footer}
        />
      </ModalHost>
    </ConsentProvider>
  );
}
