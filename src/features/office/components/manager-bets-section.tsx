import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useAccounts } from '@/lib/account/use-accounts';
import { useApi } from '@/lib/api-client/use-api';
import type { ManagerBetRecord } from '@/lib/api-contract/generated/api-types.ts';
import { parseMinor } from '@/lib/money/minor';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { getManagerBets } from '../api/manager-bet-endpoints';
import { getLeftMenuData } from '../api/office-menu-endpoints';
import { usePages } from '../api/use-pages';
import { currencyMarks, useDateTimeFormat } from '../format-when';
import { type ActionOutcome, useManagerBetActions } from '../hooks/use-manager-bet-actions';
import { ManagerBetCard } from './manager-bet-card';
import { RefusalAlert } from './refusal-alert';
import { ShowMore } from './show-more';

const firstPages = (page: number) => ({ page });

/** What the section announces of an action that went through. */
const noticeOf = (
  t: ReturnType<typeof useTranslation>['t'],
  id: number,
  outcome: ActionOutcome | undefined,
) =>
  outcome?.kind === 'placed'
    ? t('office_manager_bets_placed', { id, betId: outcome.betId })
    : outcome?.kind === 'declined'
      ? t('office_manager_bets_declined', { id })
      : undefined;

/**
 * office_manager_bets: the bets the player's personal manager proposes. Each waiting one with the
 * manager's note, its selections at the prices now (old → new where they moved), stake and
 * possible win, and "Approve and place" (placed as the slip places a bet, under the player's
 * odds-change policy) or "Decline"; the decided ones below, with the bet each became.
 */
export function ManagerBetsSection() {
  const { t } = useTranslation(['office', 'common']);
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('office_manager_bets_title'), settings.customizeConfig.brand);
  const money = useMoneyFormat();
  const when = useDateTimeFormat();
  const accounts = useAccounts({ passive: true });
  const markOf = currencyMarks(accounts.data?.all);
  const pages = usePages(getManagerBets, firstPages, (bet) => bet.id);
  const { refresh } = pages;
  const { mutate: refreshAccounts } = accounts;
  // The office menu's count of waiting proposals (the menu's own call, asked again).
  const { mutate: refreshMenu } = useApi(getLeftMenuData, undefined, {
    swr: { revalidateOnMount: false },
  });
  const onDone = useCallback(() => {
    void refresh();
    void refreshAccounts();
    void refreshMenu();
  }, [refresh, refreshAccounts, refreshMenu]);
  const { busy, outcomes, latest, act } = useManagerBetActions(onDone);
  const amountText = (currency: string) => (amount: string) =>
    money(parseMinor(amount) ?? 0n, markOf(currency));
  const items = pages.items;
  const waiting = items?.filter((b) => b.status === 'waiting') ?? [];
  const decided = items?.filter((b) => b.status !== 'waiting') ?? [];
  const notice = latest === undefined ? undefined : noticeOf(t, latest, outcomes[latest]);

  const card = (bet: ManagerBetRecord) => {
    const outcome = outcomes[bet.id];
    return (
      <li key={bet.id}>
        <ManagerBetCard
          bet={bet}
          amountText={amountText(bet.currency)}
          when={when}
          busy={busy === bet.id}
          {...(outcome?.kind === 'refused' && bet.status === 'waiting'
            ? { refusal: outcome.text }
            : {})}
          onApprove={(b) => void act(b, 'approve')}
          onDecline={(b) => void act(b, 'decline')}
        />
      </li>
    );
  };

  return (
    <section
      className="office-bets office-manager-bets"
      aria-labelledby="office-manager-bets-title"
    >
      <h1 id="office-manager-bets-title">{t('office_manager_bets_title')}</h1>
      <p className="office-bets__hint">{t('office_manager_bets_hint')}</p>
      <p className="office-bets__notice" role="status">
        {notice}
      </p>
      {pages.error && !items && <RefusalAlert error={pages.error} />}
      {!items && !pages.error && <LoadingPlaceholder shapes={['row', 'row']} />}
      {items?.length === 0 && <p className="empty-state">{t('office_manager_bets_empty')}</p>}
      {waiting.length > 0 && (
        <section aria-labelledby="office-manager-bets-waiting">
          <h2 id="office-manager-bets-waiting">{t('office_manager_bets_waiting')}</h2>
          <ol className="office-bets__list">{waiting.map(card)}</ol>
        </section>
      )}
      {decided.length > 0 && (
        <section aria-labelledby="office-manager-bets-decided">
          <h2 id="office-manager-bets-decided">{t('office_manager_bets_decided')}</h2>
          <ol className="office-bets__list">{decided.map(card)}</ol>
        </section>
      )}
      <ShowMore pages={pages} />
    </section>
  );
}
