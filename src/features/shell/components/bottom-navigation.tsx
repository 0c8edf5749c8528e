import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { SiteLink } from '@/components/ui/site-link';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useSelections } from '@/lib/selections/use-selections';
import { useSession } from '@/lib/session/session-context';

import { currentSectionItem, itemLabel, visibleTo } from '../menu-items';
import { ShellIcon } from './shell-icon';

/**
 * The phone's bottom bar: headerConfig.bottom_navigation's items for this visitor, the section the
 * page is in marked `aria-current`. CSS shows it under 1024 px only, and hides it while a hosted
 * microfrontend sets bottomNavigationHidden; `inert` behind a microfrontend's modal.
 */
export function BottomNavigation({ inert = false }: { readonly inert?: boolean }) {
  const { t } = useTranslation();
  const { settings, variant } = useLoadedSettings();
  const { authenticated } = useSession();
  const { pathname } = useLocation();
  const { selections } = useSelections();
  const items = settings.headerConfig.bottom_navigation.filter((item) =>
    visibleTo(item, authenticated),
  );
  if (items.length === 0) return null;
  const current = currentSectionItem(items, pathname, variant.language);
  return (
    <nav className="bottom-nav" aria-label={t('bottom_nav_label')} inert={inert}>
      <ul className="bottom-nav__list">
        {items.map((item) => (
          <li key={String(item.id)}>
            <SiteLink to={item.link ?? '/'} className="bottom-nav__link" current={item === current}>
              <ShellIcon name={item.icon} />
              <span className="bottom-nav__text">{itemLabel(t, item)}</span>
              {/* The bet slip's item counts the selection list (id "coupon" in settings). */}
              {item.id === 'coupon' && selections.length > 0 && (
                <span className="bottom-nav__badge">
                  <span aria-hidden="true">{selections.length}</span>
                  <span className="visually-hidden">
                    {t('bottom_nav_coupon_count', { number: selections.length })}
                  </span>
                </span>
              )}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
