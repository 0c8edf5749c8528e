import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams, useSearchParams } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import type { FirstDataArgs } from '@/lib/api-client/first-answers';
import { machineErrorOf } from '@/lib/api-client/machine-error-of';
import { usePolledCall } from '@/lib/feed/use-polled-call';
import { COUPON_PARAM } from '@/lib/selections/coupon-link';
import { usePageSlot } from '@/lib/slots/page-slots';

import {
  copyLobbyCoupon,
  getCouponLobby,
  type LobbyCoupon,
  type LobbyPage,
} from '../api/lobby-endpoints';
import { LobbyCard } from './lobby-card';

/** Prices move: the first page is asked again every half minute (an unchanged one is a 304). */
const LOBBY_POLL_MS = 30_000;

/**
 * The coupon lobby (/{lng}/coupon-lobby): coupons players published with their bets, newest
 * first, each priced then and now with its publisher's record; "Copy to slip" counts a copy and
 * opens the coupon's booking code in the bet slip beside, as a shared coupon's link does (the slip
 * asks whether to replace or add to what it holds). "Show more" adds the next page.
 */
export function CouponLobbyPage() {
  const { t } = useTranslation('sportsbook');
  const { lng = '' } = useParams();
  const client = useApiClient();
  const size = useLoadedSettings().settings.couponConfig.lobby.page_size;
  const { first } = useLoaderData<{ first?: LobbyPage }>();
  const { data, failed } = usePolledCall(
    getCouponLobby,
    { lng, count: size },
    LOBBY_POLL_MS,
    first,
  );
  const [more, setMore] = useState<LobbyCoupon[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [copying, setCopying] = useState<number>();
  const [copies, setCopies] = useState<ReadonlyMap<number, number>>(new Map());
  const [failure, setFailure] = useState<string>();
  const [, setParams] = useSearchParams();
  const betSlip = usePageSlot('betSlip');

  const onFirst = new Set(data?.coupons.map((c) => c.id));
  const coupons = [...(data?.coupons ?? []), ...more.filter((c) => !onFirst.has(c.id))];
  const total = data?.total ?? 0;

  const showMore = async () => {
    setLoadingMore(true);
    setFailure(undefined);
    try {
      const page = Math.floor(coupons.length / size) + 1;
      const next = await client.call(getCouponLobby, { lng, count: size, page });
      setMore((shown) => [
        ...shown,
        ...next.coupons.filter((c) => !shown.some((s) => s.id === c.id)),
      ]);
    } catch (problem) {
      setFailure(machineErrorOf(problem).code);
    } finally {
      setLoadingMore(false);
    }
  };
  const copy = useCallback(
    async (coupon: LobbyCoupon) => {
      setCopying(coupon.id);
      setFailure(undefined);
      try {
        const copied = await client.call(copyLobbyCoupon, { id: coupon.id });
        setCopies((counts) => new Map(counts).set(coupon.id, copied.copies));
        // The slip beside opens the code as it opens a shared coupon's link.
        setParams((current) => {
          current.set(COUPON_PARAM, copied.code);
          return current;
        });
      } catch (problem) {
        setFailure(machineErrorOf(problem).code);
      } finally {
        setCopying(undefined);
      }
    },
    [client, setParams],
  );
  const onCopy = useCallback((coupon: LobbyCoupon) => void copy(coupon), [copy]);

  return (
    <div className="virtual-sports coupon-lobby">
      <div className="virtual-sports__page">
        <h1 className="sportsbook__title">{t('lobby_title')}</h1>
        <p className="coupon-lobby__intro">{t('lobby_intro')}</p>
        {failed && data && (
          <p role="status" className="sportsbook__stale">
            {t('feed_failed')}
          </p>
        )}
        <p role="alert" className="coupon-lobby__failure">
          {failure ? t(failure, { defaultValue: t('lobby_copy_failed') }) : ''}
        </p>
        {!data ? (
          <p className="sportsbook__loading">{t(failed ? 'feed_failed' : 'loading')}</p>
        ) : coupons.length === 0 ? (
          <p className="sportsbook__empty">{t('lobby_empty')}</p>
        ) : (
          <div className="coupon-lobby__list">
            {coupons.map((coupon) => (
              <LobbyCard
                key={coupon.id}
                coupon={{ ...coupon, copies: copies.get(coupon.id) ?? coupon.copies }}
                busy={copying === coupon.id}
                onCopy={onCopy}
              />
            ))}
          </div>
        )}
        {coupons.length < total && (
          <button
            type="button"
            className="button coupon-lobby__more"
            aria-disabled={loadingMore || undefined}
            onClick={() => !loadingMore && void showMore()}
          >
            {t('lobby_more')}
          </button>
        )}
      </div>
      <div className="virtual-sports__coupon" id="coupon">
        {betSlip?.()}
      </div>
    </div>
  );
}

/** The lobby's first page in the platform's page (RegistryEntry.firstData): what the page polls. */
export const couponLobbyFirstData = ({
  client,
  language,
  settings,
}: FirstDataArgs): Promise<LobbyPage> =>
  client.call(getCouponLobby, { lng: language, count: settings.couponConfig.lobby.page_size });
