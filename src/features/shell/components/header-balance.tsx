import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';

import { pollingTimerMachine } from '@machines/polling-timer/polling-timer.machine';
import { Tooltip } from '@/components/ui/tooltip';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { asMachineCall } from '@/lib/api-client/machine-error-of';
import { formatAmount } from '@/lib/format/format-amount';
import { useFlowActor } from '@/lib/machines/use-flow-actor';
import { useNotifications } from '@/lib/notifications/notifications-context';

import { getBalance, type MainBalance } from '../api/balance-endpoints';

/** How often the header asks for the balance while the tab is in view. */
export const BALANCE_POLL_MS = 30_000;

/**
 * The signed-in player's balance in the header, kept fresh by the polling timer: every 30 s while
 * the tab is visible (paused when it is hidden, at once when it comes back), and on a click.
 * A failed update says so in an error notification with a Retry button.
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const client = useApiClient();
  const { notify } = useNotifications();
  const { settings, variant } = useLoadedSettings();
  const [balance, setBalance] = useState<MainBalance>();
  const machine = useMemo(
    () =>
      pollingTimerMachine.provide({
        actors: {
          run: fromPromise(({ signal }) =>
            asMachineCall(async () =>
              setBalance(await client.call(getBalance, undefined, { signal })),
            ),
          ),
        },
      }),
    [client],
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
  if (!balance) return null;
  const { amount_template: template, show_symbol_currency_before: symbolBefore } =
    settings.globalConfig;
  const amount = formatAmount(balance.money, balance.currencySymbol, {
    template,
    symbolBefore,
    locale: variant.language,
  });
  return (
    <Tooltip textKey="header_balance_refresh_hint">
      {(describedBy) => (
        <button
          type="button"
          className="button button--link site-header__balance"
          aria-busy={updating}
          aria-label={t('header_balance_refresh', { amount })}
          aria-describedby={describedBy}
          onClick={() => actor.send({ type: 'poll.force' })}
        >
          <bdi>{amount}</bdi>
        </button>
      )}
    </Tooltip>
  );
}
