import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApi } from '@/lib/api-client/use-api';
import type { GlobalChampListResponse } from '@/lib/api-contract/generated/api-types.ts';

import { getGlobalChampList } from '../api/global-endpoints';
import { promotedSectionsInput } from '../promotions-first-data';
import { CYBER_SECTION, enabledGlobalSections } from '../themed-sections';
import { CyberMenu } from './cyber-menu';
import { scrollIntoRow } from './scroll-into-row';

type Sections = GlobalChampListResponse['data'];

/**
 * The row of promoted sections a sportsbook shows above its lists: the themed sections the
 * variant enables (modulesConfig.themed_sections, in its order) that the platform has, named as
 * the platform names them; the current one marked. The cyber section follows
 * cyberConfig.menuItemType: "1" a link as the others, "2" a list of its sports (CyberMenu) at
 * the row's end.
 * Nothing where the variant enables none.
 */
export function PromotedSections({
  language,
  current,
  initial,
}: {
  language: string;
  current?: string;
  initial?: Sections;
}) {
  const { t } = useTranslation('sportsbook');
  const { settings } = useLoadedSettings();

  const enabled = enabledGlobalSections(settings);
  const { data } = useApi(
    getGlobalChampList.line,
    enabled.length > 0 ? promotedSectionsInput(language) : null,
    initial ? { swr: { fallbackData: initial } } : {},
  );
  if (enabled.length === 0) return null;
  const sections = enabled.flatMap((key) => data?.filter((g) => g.key === key) ?? []);
  // A list opens over the page: it stands after the row, which scrolls sideways on its own.
  const listed = (key: string) =>
    key === CYBER_SECTION && settings.cyberConfig.menuItemType === '2';
  const cyber = sections.find((section) => listed(section.key));
  return (
    <nav className="promoted-sections" aria-label={t('themed_row')} aria-busy={!data}>
      <ul className="promoted-sections__list">
        {sections
          .filter((section) => !listed(section.key))
          .map((section) => (
            <li key={section.key} className="promoted-sections__item">
              <Link
                className="promoted-sections__link"
                to={`/${language}/${section.key}`}
                aria-current={current === section.key ? 'page' : undefined}
                ref={current === section.key ? scrollIntoRow : undefined}
              >
                {section.name}
              </Link>
            </li>
          ))}
      </ul>
      {cyber && <CyberMenu section={cyber} language={language} current={current === cyber.key} />}
    </nav>
  );
}
