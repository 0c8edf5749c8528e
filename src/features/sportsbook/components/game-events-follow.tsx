import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { Dialog } from '@/components/ui/dialog';
import { useApi } from '@/lib/api-client/use-api';
import { useNotifications } from '@/lib/notifications/notifications-context';
import { useSession } from '@/lib/session/session-context';

import { getGameSubscription } from '../api/subscription-endpoints';
import type { FeedGame } from '../types';
import { GameEventsForm } from './game-events-form';

function BellIcon({ on }: { on: boolean }) {
  return (
    <svg
      className="game-events__bell"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill={on ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4" />
    </svg>
  );
}

/**
 * The bell on a game's page: a player follows the game's events (goals, cards, periods, the end)
 * in a small dialog and gets each as a toast anywhere on the site (game-event-toasts.tsx); the
 * bell says whether some are followed. A guest is asked to sign in, and comes back here after.
 */
export function GameEventsFollow({ game, language }: { game: FeedGame; language: string }) {
  const { t } = useTranslation('sportsbook');
  const { authenticated } = useSession();
  const { pathname } = useLocation();
  const { notify } = useNotifications();
  const [open, setOpen] = useState(false);
  const { data: followed, mutate } = useApi(
    getGameSubscription,
    authenticated ? { gameId: game.id } : null,
  );
  const following = authenticated && (followed?.length ?? 0) > 0;
  const name = `${game.team1.name} – ${game.team2.name}`;
  return (
    <>
      <button
        type="button"
        className={[
          'button button--secondary game-events__toggle',
          following && 'game-events__toggle--on',
        ]
          .filter(Boolean)
          .join(' ')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <BellIcon on={following} />
        <span>{t(following ? 'game_events_following' : 'game_events_follow')}</span>
      </button>
      <Dialog
        title={t('game_events_title', { name })}
        open={open}
        onClose={() => setOpen(false)}
        closeLabel={t('close')}
      >
        {authenticated ? (
          <GameEventsForm
            gameId={game.id}
            language={language}
            followed={followed}
            onSaved={(events) => {
              void mutate(events, { revalidate: false });
              setOpen(false);
              notify({ kind: 'success', text: 'game_events_saved' });
            }}
          />
        ) : (
          <div className="game-events">
            <p>{t('game_events_sign_in')}</p>
            <Link
              className="button"
              to={`/${language}/login?redirect=${encodeURIComponent(pathname)}`}
            >
              {t('game_events_sign_in_link')}
            </Link>
          </div>
        )}
      </Dialog>
    </>
  );
}
