import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { Dropdown } from '@/components/ui/dropdown';
import { MediaImage } from '@/components/ui/media-image';
import { SiteLink } from '@/components/ui/site-link';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useSession } from '@/lib/session/session-context';

import { useSignOut } from '../hooks/use-sign-out';
import { currentSectionItem, itemLabel, pageOn, visibleTo } from '../menu-items';
import { HeaderBalance } from './header-balance';
import { HeaderDeposit } from './header-deposit';
import { LanguageSwitcher } from './language-switcher';
import { MenuDrawer } from './menu-drawer';
import { ShellIcon } from './shell-icon';

/**
 * Brand, navigation from headerConfig.items (max_visible_items, the rest under More), the account
 * actions and languages; `inert` behind a modal. Under 1024 px (CSS) it is one compact row: the
 * menu button (navigation, languages and Log out in a drawer), the brand, and Log in / Sign up or
 * the balance, Deposit (an icon) and the account.
 */
export function SiteHeader({ inert = false }: { readonly inert?: boolean }) {
  const { t } = useTranslation();
  const { settings, variant } = useLoadedSettings();
  const { authenticated } = useSession();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  // A route change (Back, a link elsewhere) closes the menu: state adjusted during render.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const { items, max_visible_items, logo } = settings.headerConfig;
  const brand = settings.customizeConfig.brand;
  const shown = items.filter((item) => visibleTo(item, authenticated) && pageOn(item, settings));
  const visible = shown.slice(0, max_visible_items);
  const more = shown.slice(max_visible_items);
  const current = currentSectionItem(shown, pathname, variant.language);

  return (
    <header className="site-header" inert={inert}>
      <button
        type="button"
        className="site-header__menu"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen(true)}
      >
        <ShellIcon name="menu" />
        <span className="visually-hidden">{t('nav_menu')}</span>
      </button>
      <Link to={`/${variant.language}/`} className="site-header__brand">
        {logo ? <MediaImage src={logo} alt={brand} height={32} /> : brand}
      </Link>
      <nav className="site-header__nav" aria-label={t('nav_main_label')}>
        <ul className="nav-list">
          {visible.map((item) => (
            <li key={String(item.id)}>
              <SiteLink to={item.link ?? '/'} current={item === current}>
                {itemLabel(t, item)}
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
                    <SiteLink to={item.link ?? '/'} current={item === current} onClick={close}>
                      {itemLabel(t, item)}
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
      {authenticated && <HeaderDeposit />}
      {authenticated && (
        <Link
          className="button button--secondary site-header__action site-header__account"
          to={`/${variant.language}/office`}
        >
          <ShellIcon name="account" />
          <span className="site-header__action-text">{t('header_office')}</span>
        </Link>
      )}
      {authenticated && (
        <button
          type="button"
          className="button button--secondary site-header__action site-header__logout"
          onClick={() => void signOut()}
        >
          {t('header_logout')}
        </button>
      )}
      <div className="site-header__languages">
        <LanguageSwitcher />
      </div>
      <MenuDrawer
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        items={shown}
        current={current}
      />
    </header>
  );
}
