import { useLoaderData } from 'react-router';

import type { SiteSettings } from '@/config/generated/site-settings.types.ts';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { HomePage } from '@/features/home/components/home-page';
import { useVisualTitle } from '@/features/seo/hooks/use-visual-title';
import { Dashboard } from '@/features/sportsbook/components/dashboard';
import { GlobalEvent } from '@/features/sportsbook/components/global-event';
import { PromotedSections } from '@/features/sportsbook/components/promoted-sections';
import {
  type DashboardFirstData,
  dashboardFirstData,
} from '@/features/sportsbook/dashboard-first-data';
import { promotionsFirstData } from '@/features/sportsbook/promotions-first-data';
import type { FirstDataArgs } from '@/lib/api-client/first-answers';

/** The sportsbook's dashboard belongs on the home page where the variant has the line. */
const hasLine = (settings: SiteSettings) => settings.modulesConfig.streams.includes('line');

/**
 * The home page with the SEO module's visible title as its H1 (its own title while asked, or when
 * the platform has none) and, where the variant has the line, the sportsbook's dashboard.
 */
export function HomePageWithVisualTitle() {
  const { settings, variant } = useLoadedSettings();
  const first = useLoaderData<DashboardFirstData | null>() ?? undefined;
  return (
    <HomePage heading={useVisualTitle()}>
      <PromotedSections language={variant.language} />
      <GlobalEvent language={variant.language} />
      {hasLine(settings) && <Dashboard language={variant.language} initial={first} />}
    </HomePage>
  );
}

/**
 * The home page's first data (RegistryEntry.firstData): the dashboard's shared sections; the
 * promoted sections and event come as first answers of their own calls.
 */
export const homeFirstData = async (args: FirstDataArgs): Promise<DashboardFirstData | null> => {
  const [dashboard] = await Promise.all([
    hasLine(args.settings) ? dashboardFirstData(args) : null,
    promotionsFirstData(args),
  ]);
  return dashboard;
};
