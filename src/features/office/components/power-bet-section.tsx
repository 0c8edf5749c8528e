import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';

import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useAccounts } from '@/lib/account/use-accounts';
import { useApi } from '@/lib/api-client/use-api';
import type { BetRecord } from '@/lib/api-contract/generated/api-types.ts';
import { parseMinor } from '@/lib/money/minor';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { useOddsFormat } from '@/lib/odds/use-odds-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { getBetsHistory } from '../api/bet-history-endpoints';
import { currencyMarks } from '../format-when';
import { useOfficeSections } from '../hooks/use-office-sections';
import { BetCardSelections } from './bet-card-selections';
import { powerBetHref } from './bet-power-bet';
import { PowerBetForm } from './power-bet-form';
import { RefusalAlert } from './refusal-alert';

/** Every open bet of the player's, whenever placed (the history's largest page), with its offer. */
const OPEN_BETS = { status: '3', dateFrom: 0, count: 100 } as const;
/** Prices move: the offers are asked again while the section is shown. */
const OFFER_REFRESH_MS = 10_000;

/** The bet a `?bet=` names, if a whole number. */
const betIdOf = (search: URLSearchParams): number | undefined => {
  const id = Number(search.get('bet'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * office_powerbet: without `?bet=`, the player's open bets that PowerBet can top up now (their
 * odds then → now, a link to each); with it, that bet's top-up form (PowerBetForm). The offers are
 * asked again every few seconds (prices move) and after a top-up, with the balance.
 */
export function PowerBetSection() {
  const { t } = useTranslation(['office', 'common']);
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('office_powerbet_title'), settings.customizeConfig.brand);
  const { lng = '' } = useParams();
  const [search] = useSearchParams();
  const betId = betIdOf(search);
  const money = useMoneyFormat();
  const { formatPrice } = useOddsFormat();
  const accounts = useAccounts({ passive: true });
  const markOf = currencyMarks(accounts.data?.all);
  const bets = useApi(getBetsHistory, OPEN_BETS, { swr: { refreshInterval: OFFER_REFRESH_MS } });
  const [done, setDone] = useState<{ betId: number; topUpId: number }>();
  const sections = useOfficeSections();
  const path = sections.find((s) => s.key === 'office_powerbet')?.path ?? 'powerbet';
  const history = sections.find((s) => s.key === 'office_history');
  const { mutate: refreshBets } = bets;
  const { mutate: refreshAccounts } = accounts;
  const amountText = (bet: BetRecord) => (amount: string) =>
    money(parseMinor(amount) ?? 0n, markOf(bet.currency));
  const onPowered = useCallback(
    (id: number) => (topUpId: number) => {
      setDone({ betId: id, topUpId });
      void refreshBets();
      void refreshAccounts();
    },
    [refreshBets, refreshAccounts],
  );

  const offered = bets.data?.filter((b) => b.powerBet?.status === 'available') ?? [];
  const bet = betId === undefined ? undefined : bets.data?.find((b) => b.id === betId);
  const offer = bet?.powerBet;
  return (
    <section className="office-bets" aria-labelledby="office-powerbet-title">
      <h1 id="office-powerbet-title">{t('office_powerbet_title')}</h1>
      <p>{t('office_powerbet_intro')}</p>
      <p className="office-bets__notice" role="status">
        {done && t('office_powerbet_done', { id: done.betId, topUp: done.topUpId })}
      </p>
      {bets.error && !bets.data && <RefusalAlert error={bets.error} />}
      {!bets.data && !bets.error && <LoadingPlaceholder shapes={['row', 'row']} />}
      {bets.data && betId !== undefined && done?.betId !== betId && (
        <>
          {offer?.status === 'available' && bet ? (
            <PowerBetForm
              key={bet.id}
              bet={bet}
              offer={offer}
              amountText={amountText(bet)}
              onPowered={onPowered(bet.id)}
              onRefused={() => void refreshBets()}
            />
          ) : (
            <p className="empty-state">
              {offer?.status === 'unavailable'
                ? t('office_powerbet_unavailable', {
                    reason: t(`office_powerbet_reason_${offer.reason}`),
                  })
                : t('office_powerbet_not_found', { id: betId })}
            </p>
          )}
          <p>
            <Link to={`/${lng}/office/${path}`}>{t('office_powerbet_back')}</Link>
          </p>
        </>
      )}
      {bets.data && done && done.betId === betId && history && (
        <p>
          <Link to={`/${lng}/office/${history.path}`}>{t('office_powerbet_see_history')}</Link>
        </p>
      )}
      {bets.data && betId === undefined && offered.length === 0 && (
        <p className="empty-state">{t('office_powerbet_empty')}</p>
      )}
      {bets.data && betId === undefined && offered.length > 0 && (
        <ul className="office-bets__list">
          {offered.map((b) => (
            <li key={b.id}>
              <article className="bet-card" aria-labelledby={`power-${b.id}-title`}>
                <h2 id={`power-${b.id}-title`} className="bet-card__title">
                  {t('office_bets_bet_title', { id: b.id })}
                </h2>
                <BetCardSelections selections={b.selections} />
                <p>
                  <bdi dir="ltr">
                    {t('office_powerbet_odds_change', {
                      from: formatPrice(b.coefficient),
                      to: formatPrice(b.powerBet?.status === 'available' ? b.powerBet.price : 0),
                    })}
                  </bdi>
                </p>
                <Link className="button button--primary" to={powerBetHref(lng, path, b.id)}>
                  {t('office_powerbet_open', { id: b.id })}
                </Link>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
