import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import type { BetRecord } from '@/lib/api-contract/generated/api-types.ts';
import { publishBet } from '@/lib/bets/publish-bet-endpoint';

import { useOfficeAction } from '../hooks/use-office-action';
import { problemText } from '../money-problem';

/**
 * A bet's place in the coupon lobby on its history card, where the variant has a lobby: a bet
 * published (with it, or since) says so and links the lobby; an open one with the lobby's fewest
 * selections or more may be published now.
 */
export function BetLobby({ bet }: { readonly bet: BetRecord }) {
  const { t } = useTranslation(['office', 'common']);
  const { lng = '' } = useParams();
  const lobby = useLoadedSettings().settings.couponConfig.lobby;
  const client = useApiClient();
  const [published, setPublished] = useState(bet.inLobby);
  const { busy, problem, run } = useOfficeAction();
  // Published here and now: the button is gone, so its focus goes to the link that replaces it.
  const [justPublished, setJustPublished] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (justPublished) link.current?.focus();
  }, [justPublished]);
  if (!lobby.enabled) return null;
  if (published)
    return (
      <p className="bet-card__lobby">
        <Link ref={link} to={`/${lng}/coupon-lobby`}>
          {t('office_bets_in_lobby')}
        </Link>
      </p>
    );
  if (bet.status !== 'open' || bet.selections.length < lobby.min_selections) return null;

  const publish = () =>
    run(async () => {
      await client.call(publishBet, { betId: bet.id });
      setPublished(true);
      setJustPublished(true);
    });
  return (
    <div className="bet-card__lobby">
      <button
        type="button"
        className="button button--secondary"
        aria-label={t('office_bets_publish_label', { id: bet.id })}
        aria-disabled={busy || undefined}
        onClick={() => void publish()}
      >
        {t(busy ? 'office_bets_publishing' : 'office_bets_publish')}
      </button>
      {problem && (
        <p className="bet-card__error" role="alert">
          {/* The lobby's refusals are common texts (the slip shows them too); the fewest
              selections it takes are the variant's, as the platform counted them. */}
          {problemText(t, problem, { min_selections: lobby.min_selections })}
        </p>
      )}
    </div>
  );
}
