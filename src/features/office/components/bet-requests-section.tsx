import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiClient } from '@/lib/api-client/api-client-context';
import type { BetRequestRecord } from '@/lib/api-contract/generated/api-types.ts';

import { getBetRequests, postCancelBetRequest } from '../api/bet-request-endpoints';
import { usePages } from '../api/use-pages';
import type { MomentFormat } from '../format-when';
import { BetRequestCard } from './bet-request-card';
import { RefusalAlert } from './refusal-alert';
import { ShowMore } from './show-more';

const firstPages = (page: number) => ({ page });

/**
 * The player's bet requests beside their bets (the platform lists them apart: a request is not a
 * bet until placed): auto-bets waiting for their odds and VIP bets for approval, each with a
 * Cancel button while it waits, and later what became of it. Shown once there is one.
 */
export function BetRequestsSection({
  amountText,
  when,
  onChanged,
}: {
  readonly amountText: (currency: string) => (amount: string) => string;
  readonly when: MomentFormat;
  /** A request closed: the balance (and the bets, if one was placed meanwhile) changed. */
  readonly onChanged: () => void;
}) {
  const { t } = useTranslation(['office', 'common']);
  const client = useApiClient();
  const pages = usePages(getBetRequests, firstPages, (request) => request.id);
  const { refresh } = pages;
  const [busy, setBusy] = useState<number>();
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<unknown>();
  const cancel = useCallback(
    async (request: BetRequestRecord) => {
      setBusy(request.id);
      setError(undefined);
      setNotice(undefined);
      try {
        const done = await client.call(postCancelBetRequest, { requestId: request.id });
        const stake = amountText(done.request.currency)(done.request.stake);
        setNotice(t('office_bet_requests_cancelled', { id: request.id, stake }));
      } catch (failure) {
        setError(failure);
      } finally {
        setBusy(undefined);
        // Cancelled, or placed or closed meanwhile: the list says which.
        void refresh();
        onChanged();
      }
    },
    [client, t, amountText, refresh, onChanged],
  );
  const items = pages.items;
  if (!items || items.length === 0) return null;
  return (
    <section className="office-bets__requests" aria-labelledby="office-bet-requests-title">
      <h2 id="office-bet-requests-title">{t('office_bet_requests_title')}</h2>
      <p className="office-bets__hint">{t('office_bet_requests_hint')}</p>
      <p className="office-bets__notice" role="status">
        {notice}
      </p>
      {error !== undefined && <RefusalAlert error={error} />}
      <ol className="office-bets__list">
        {items.map((request) => (
          <li key={request.id}>
            <BetRequestCard
              request={request}
              amountText={amountText(request.currency)}
              when={when}
              busy={busy === request.id}
              onCancel={(r) => void cancel(r)}
            />
          </li>
        ))}
      </ol>
      <ShowMore pages={pages} />
    </section>
  );
}
