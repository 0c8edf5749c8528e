import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Dialog } from '@/components/ui/dialog';
import { SiteLink } from '@/components/ui/site-link';
import type { MenuItem } from '@/config/generated/site-settings.types.ts';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useSession } from '@/lib/session/session-context';

import { useLanguageLinks } from '../hooks/use-language-links';
import { useSignOut } from '../hooks/use-sign-out';
import { itemLabel } from '../menu-items';
import { LanguageList } from './language-list';

interface MenuDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The header's items for this visitor, all of them (a drawer has no More). */
  readonly items: readonly MenuItem[];
  readonly current: MenuItem | undefined;
}

/**
 * The phone header's menu: a modal dialog at the inline start holding the navigation, the account
 * links and the languages. The native dialog traps focus and makes the page behind inert; Escape,
 * ×, a click outside or following a link closes it, and focus goes back to the menu button.
 */
export function MenuDrawer({ open, onClose, items, current }: MenuDrawerProps) {
  const { t } = useTranslation();
  const { variant } = useLoadedSettings();
  const { authenticated } = useSession();
  const { links } = useLanguageLinks();
  const signOut = useSignOut();
  return (
    <div className="menu-drawer">
      <Dialog
        title={t('nav_menu')}
        open={open}
        onClose={onClose}
        closeLabel={t('close')}
        outsideClickCloses
      >
        <nav className="menu-drawer__section" aria-label={t('nav_main_label')}>
          <ul className="menu-drawer__list">
            {items.map((item) => (
              <li key={String(item.id)}>
                <SiteLink to={item.link ?? '/'} current={item === current} onClick={onClose}>
                  {itemLabel(t, item)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        {authenticated && (
          <ul className="menu-drawer__list menu-drawer__section">
            <li>
              <Link to={`/${variant.language}/office`} onClick={onClose}>
                {t('header_office')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  onClose();
                  void signOut();
                }}
              >
                {t('header_logout')}
              </button>
            </li>
          </ul>
        )}
        {links.length > 1 && (
          <nav className="menu-drawer__section" aria-label={t('lang_switcher_label')}>
            <LanguageList className="menu-drawer__list menu-drawer__languages" onPick={onClose} />
          </nav>
        )}
      </Dialog>
    </div>
  );
}
