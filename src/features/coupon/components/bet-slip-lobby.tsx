import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';

import type { couponMachine } from '@machines/coupon/coupon.machine';
import type { CouponContext } from '@machines/coupon/coupon.types';
import { isMultiSingle } from '@machines/coupon/coupon-derived';
import { useLoadedSettings } from '@/config/use-settings.ts';

/**
 * "Publish to the coupon lobby" where the variant has one (couponConfig.lobby): the bet's coupon
 * goes public with it (MakeBetWeb's withLobby). Offered for one bet placed now with the lobby's
 * fewest selections: several singles, an auto-bet or too short a coupon cannot be published.
 */
export function BetSlipLobby({
  actor,
  context,
}: {
  actor: Actor<typeof couponMachine>;
  context: CouponContext;
}) {
  const { t } = useTranslation('sportsbook');
  const lobby = useLoadedSettings().settings.couponConfig.lobby;
  const offered =
    lobby.enabled &&
    !context.autoBet &&
    !isMultiSingle(context) &&
    context.selections.length >= lobby.min_selections;
  if (!offered) return null;
  return (
    <label className="bet-slip__lobby">
      <input
        type="checkbox"
        checked={context.lobby}
        onChange={(e) => actor.send({ type: 'lobby.set', on: e.target.checked })}
      />
      <span>{t('coupon_publish_lobby')}</span>
    </label>
  );
}
