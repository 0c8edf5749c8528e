import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { Dialog } from '@/components/ui/dialog';

import type { SportsbookPlace } from '../paths';
import { SportsMenu } from './sports-menu';

/**
 * Phones (CSS shows the button under 761 px, where the menu column is hidden): "Sports" opens the
 * sports menu in a modal drawer from the inline start. The native dialog takes focus in and keeps
 * it there; Escape, × or a click outside closes it, and so does following one of its links (the
 * path changes); focus goes back to the button.
 */
export function SportsDrawer({ place, language }: { place: SportsbookPlace; language: string }) {
  const { t } = useTranslation('sportsbook');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // A new path (a sport chosen, Back) closes the drawer: state adjusted during render.
  const [openPath, setOpenPath] = useState(pathname);
  if (openPath !== pathname) {
    setOpenPath(pathname);
    setOpen(false);
  }
  return (
    <div className="sports-drawer">
      <button
        type="button"
        className="button button--secondary sports-drawer__toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {t('sports_drawer_open')}
      </button>
      <Dialog
        title={t('sports_menu')}
        open={open}
        onClose={() => setOpen(false)}
        closeLabel={t('close')}
        outsideClickCloses
      >
        <SportsMenu place={place} language={language} />
      </Dialog>
    </div>
  );
}
