import { useTranslation } from 'react-i18next';

import { DASHBOARD_GAMES_LIMIT } from '@/lib/preferences/preference-keys';
import { usePreferencesStore } from '@/lib/preferences/preferences-context';
import { usePreference } from '@/lib/preferences/use-preference';

/**
 * Pins a game on the home page's dashboard or takes it off (the `pinnedGames` preference). The
 * list holds at most DASHBOARD_GAMES_LIMIT games: past it a game cannot be pinned until another
 * is taken off (a longer list would not be kept at all).
 */
export function PinToggle({ id, name }: { readonly id: number; readonly name: string }) {
  const { t } = useTranslation('sportsbook');
  const store = usePreferencesStore();
  const [pinned] = usePreference('pinnedGames');
  const on = pinned.includes(id);
  const full = !on && pinned.length >= DASHBOARD_GAMES_LIMIT;
  const toggle = () => {
    // Read at the click: two quick clicks on two games each see the other's result.
    const now = store.get('pinnedGames');
    if (now.includes(id))
      void store.set(
        'pinnedGames',
        now.filter((g) => g !== id),
      );
    else if (now.length < DASHBOARD_GAMES_LIMIT) void store.set('pinnedGames', [...now, id]);
  };
  return (
    <button
      type="button"
      className={['pin-toggle', on && 'pin-toggle--on'].filter(Boolean).join(' ')}
      aria-pressed={on}
      aria-label={t('pin_toggle', { name })}
      title={full ? t('pin_limit', { limit: DASHBOARD_GAMES_LIMIT }) : undefined}
      disabled={full}
      onClick={toggle}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M9.5 1.5l5 5-1.8.6-2.6 2.6.5 3.6-1.1 1.1-3-3-3.8 3.8H2v-.7l3.8-3.8-3-3 1.1-1.1 3.6.5 2.6-2.6z" />
      </svg>
    </button>
  );
}
