import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Dropdown } from '@/components/ui/dropdown';
import { useLoadedSettings } from '@/config/use-settings.ts';
import type { GlobalChamp } from '@/lib/api-contract/generated/api-types.ts';
import { usePolledCall } from '@/lib/feed/use-polled-call';

import { getGlobalSports } from '../api/global-endpoints';
import { themedPath } from '../themed-sections';

const SPORTS_POLL_MS = 60_000;

/** The section's cyber sports with their games to come, asked while the list is open. */
function CyberSports({
  section,
  language,
  close,
}: {
  section: GlobalChamp;
  language: string;
  close: () => void;
}) {
  // The sports' counts change as games start: asked again as the sports menu's are.
  const { data } = usePolledCall(
    getGlobalSports.line,
    { lng: language, globalChampId: section.id },
    SPORTS_POLL_MS,
  );
  return data?.sports.map((sport) => (
    <li key={sport.id}>
      <Link
        className="cyber-menu__link"
        to={themedPath(language, { key: section.key, view: 'line', sportId: sport.id })}
        onClick={close}
      >
        <span>{sport.name}</span> <span className="sports-menu__count">{sport.count}</span>
      </Link>
    </li>
  ));
}

/**
 * The cyber section as a list (cyberConfig.menuItemType "2"): the section, each of its cyber
 * sports with its games to come (asked when the list opens, and every minute while it is open),
 * and — with cyberConfig.has_dropdown_banner — a banner leading to the cyber calendar at the top
 * of the list.
 */
export function CyberMenu({
  section,
  language,
  current,
}: {
  section: GlobalChamp;
  language: string;
  current: boolean;
}) {
  const { t } = useTranslation('sportsbook');
  const { settings } = useLoadedSettings();
  return (
    <Dropdown
      className={`cyber-menu${current ? ' cyber-menu--current' : ''}`}
      label={
        <>
          {section.name}
          <span className="cyber-menu__caret" aria-hidden="true">
            ▾
          </span>
        </>
      }
    >
      {(close, open) => (
        <>
          {settings.cyberConfig.has_dropdown_banner && (
            <Link
              className="cyber-menu__banner"
              to={themedPath(language, { key: section.key, view: 'calendar' })}
              onClick={close}
            >
              <span className="cyber-menu__banner-title">{t('cyber_banner_title')}</span>
              <span className="cyber-menu__banner-text">{t('cyber_banner_text')}</span>
            </Link>
          )}
          <ul className="menu-list cyber-menu__list">
            <li>
              <Link
                className="cyber-menu__link"
                to={themedPath(language, { key: section.key, view: 'line' })}
                onClick={close}
              >
                <span>{t('cyber_all', { name: section.name })}</span>
              </Link>
            </li>
            {open && <CyberSports section={section} language={language} close={close} />}
          </ul>
        </>
      )}
    </Dropdown>
  );
}
