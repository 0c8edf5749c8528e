import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';

import { pollingTimerMachine } from '@machines/polling-timer/polling-timer.machine';
import { Tooltip } from '@/components/ui/tooltip';
import { getAccounts } from '@/lib/account/account-endpoints';
import { currencyMark } from '@/lib/account/player-accounts';
import { useAccounts } from '@/lib/account/use-accounts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { asMachineCall } from '@/lib/api-client/machine-error-of';
import { useFlowActor } from '@/lib/machines/use-flow-actor';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { useNotifications } from '@/lib/notifications/notifications-context';

import { AccountSwitcher } from './account-switcher';

/** How often the header asks for the balance while the tab is in view. */
export const BALANCE_POLL_MS = 30_000;

/**
 * The signed-in player's active account in the header, kept fresh by the polling timer: every 30 s
 * while the tab is visible (paused when it is hidden, at once when it comes back), and on a click.
 * A failed update says so in an error notification with a Retry button. Beside it, the menu of the
 * player's other accounts, where one click makes another main account the active one. The answer
 * is the app's one cached account list (useAccounts): the office shows the same figures.
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const client = useApiClient();
  const { notify } = useNotifications();
  const money = useMoneyFormat();
  const { data: accounts, mutate } = useAccounts({ passive: true });
  const refresh = useRef<HTMLButtonElement>(null);
  const machine = useMemo(
    () =>
      pollingTimerMachine.provide({
        actors: {
          run: fromPromise(({ signal }) =>
            asMachineCall(async () => {
              const answer = await client.call(getAccounts, undefined, { signal });
              await mutate(answer, { revalidate: false });
            }),
          ),
        },
      }),
    // SWR's bound mutate is the same function for the life of the view.
    [client, mutate],
  );
  const actor = useFlowActor(machine, { input: { intervalMs: BALANCE_POLL_MS } });
  const updating = useSelector(actor, (s) => s.matches({ running: 'working' }));
  // The number of the run that failed (0 while the last one went well): each failure tells once.
  const failedRun = useSelector(actor, (s) => (s.context.error ? s.context.runs : 0));
  useEffect(() => {
    if (failedRun === 0) return;
    notify({
      kind: 'error',
      text: 'notification_balance_failed',
      actions: [
        { label: 'notification_retry', onSelect: () => actor.send({ type: 'poll.force' }) },
      ],
    });
  }, [actor, failedRun, notify]);
  useEffect(() => {
    const follow = () =>
      actor.send({ type: document.visibilityState === 'hidden' ? 'poll.pause' : 'poll.start' });
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      actor.send({ type: 'poll.pause' });
    };
  }, [actor]);
  const active = accounts?.active;
  if (!accounts || !active) return null;
  const amount = money(active.money, currencyMark(active));
  return (
    <div className="header-balance">
      <Tooltip textKey="header_balance_refresh_hint">
        {(describedBy) => (
          <button
            ref={refresh}
            type="button"
            className="button button--link site-header__balance"
            aria-busy={updating}
            aria-label={t('header_balance_refresh', { amount })}
            aria-describedby={describedBy}
            onClick={() => actor.send({ type: 'poll.force' })}
          >
            <bdi dir="ltr">{amount}</bdi>
          </button>
        )}
      </Tooltip>
      <AccountSwitcher
        accounts={accounts}
        onSwitched={async (answer) => {
          await mutate(answer, { revalidate: false });
          // The menu closed under the focus: it goes to the balance, which now names the new account.
          refresh.current?.focus();
        }}
      />
    </div>
  );
}
