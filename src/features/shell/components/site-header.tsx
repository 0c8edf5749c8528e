import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { Dropdown } from '@/components/ui/dropdown';
import { MediaImage } from '@/components/ui/media-image';
import { localHref, SiteLink } from '@/components/ui/site-link';
import type { MenuItem } from '@/config/generated/site-settings.types.ts';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { logger } from '@/lib/logger';
import { postDisconnect } from '@/lib/session/session-endpoints';
import { sessionStore, useSession } from '@/lib/session/session-store';

import { HeaderBalance } from './header-balance';
import { LanguageSwitcher } from './language-switcher';

function visibleTo(item: MenuItem, authenticated: boolean): boolean {
  const who = item.visibilityByAuth ?? 'all';
  return who === 'all' || (who === 'auth') === authenticated;
}

/** Brand, navigation from headerConfig.items (max_visible_items, the rest under More), languages; `inert` behind a modal. */
export function SiteHeader({ inert = false }: { readonly inert?: boolean }) {
  const { t } = useTranslation();
  const { settings, variant } = useLoadedSettings();
  const { authenticated } = useSession();
  const { pathname } = useLocation();
  const { items, max_visible_items, logo } = settings.headerConfig;
  const brand = settings.customizeConfig.brand;
  const shown = items.filter((item) => visibleTo(item, authenticated));
  const visible = shown.slice(0, max_visible_items);
  const more = shown.slice(max_visible_items);
  const label = (item: MenuItem) =>
    item.langKey ? t(item.langKey) : (item.text ?? String(item.id));
  const isCurrent = (item: MenuItem) =>
    !!item.link && localHref(item.link, variant.language) === pathname;
  const client = useApiClient();
  const navigate = useNavigate();
  const signOut = async () => {
    try {
      await client.call(postDisconnect);
    } catch (error) {
      // The session may be gone already; the page forgets it either way.
      logger.warn('sign-out: the platform did not answer', error);
    }
    sessionStore.set({ authenticated: false });
    await navigate(`/${variant.language}/`);
  };

  return (
    <header className="site-header" inert={inert}>
      <Link to={`/${variant.language}/`} className="site-header__brand">
        {logo ? <MediaImage src={logo} alt={brand} height={32} /> : brand}
      </Link>
      <nav className="site-header__nav" aria-label={t('nav_main_label')}>
        <ul className="nav-list">
          {visible.map((item) => (
            <li key={String(item.id)}>
              <SiteLink to={item.link ?? '/'} current={isCurrent(item)}>
                {label(item)}
              </SiteLink>
            </li>
          ))}
        </ul>
        {more.length > 0 && (
          <Dropdown label={t('nav_more')} className="nav-more">
            {(close) => (
              <ul className="menu-list">
                {more.map((item) => (
                  <li key={String(item.id)}>
                    <SiteLink to={item.link ?? '/'} current={isCurrent(item)} onClick={close}>
                      {label(item)}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            )}
          </Dropdown>
        )}
      </nav>
      {!authenticated && (
        <>
          <Link
            className="button button--secondary site-header__action"
            to={`/${variant.language}/login`}
          >
            {t('header_login')}
          </Link>
          <a className="button site-header__action" href="#registration">
            {t('header_register')}
          </a>
        </>
      )}
      {authenticated && <HeaderBalance />}
      {authenticated && (
        <Link
          className="button button--secondary site-header__action"
          to={`/${variant.language}/office`}
        >
          {t('header_office')}
        </Link>
      )}
      {authenticated && (
        <button
          type="button"
          className="button button--secondary site-header__action"
          onClick={() => void signOut()}
        >
          {t('header_logout')}
        </button>
      )}
      <LanguageSwitcher />
    </header>
  );
}
