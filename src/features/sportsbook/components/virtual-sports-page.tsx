import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams } from 'react-router';

import type { FirstDataArgs } from '@/lib/api-client/first-answers';
import type { VirtualProgrammeResponse } from '@/lib/api-contract/generated/api-types.ts';
import { usePolledCall } from '@/lib/feed/use-polled-call';

import { getVirtualProgramme } from '../api/virtual-endpoints';
import { useFeedClock } from '../hooks/use-feed-clock';
import { CouponSlot } from './coupon-slot';
import { VirtualLeague } from './virtual-league';

type Programme = VirtualProgrammeResponse['data'];

/** Scores of the round under way move every second; a poll every two catches each goal. */
const PROGRAMME_POLL_MS = 2_000;

function Leagues({ programme, language }: { programme: Programme; language: string }) {
  const { t } = useTranslation('sportsbook');
  const now = useFeedClock(programme.now);
  if (programme.leagues.length === 0)
    return <p className="sportsbook__empty">{t('virtual_none')}</p>;
  return (
    <div className="virtual-sports__leagues">
      {programme.leagues.map((league) => (
        <VirtualLeague key={league.champ.id} league={league} now={now} language={language} />
      ))}
    </div>
  );
}

/**
 * The virtual sports stream (/{lng}/virtualsports): every virtual league's next rounds counting
 * down to kick-off with their prices (a click adds a price to the bet slip, as anywhere in the
 * sportsbook), the round under way with its scores, and the last results; the bet slip beside.
 */
export function VirtualSportsPage() {
  const { t } = useTranslation('sportsbook');
  const { lng = '' } = useParams();
  const { first } = useLoaderData<{ first?: Programme }>();
  const { data, failed } = usePolledCall(getVirtualProgramme, { lng }, PROGRAMME_POLL_MS, first);
  return (
    <div className="virtual-sports">
      <div className="virtual-sports__page">
        <h1 className="sportsbook__title">{t('virtual_title')}</h1>
        {failed && data && (
          <p role="status" className="sportsbook__stale">
            {t('feed_failed')}
          </p>
        )}
        {data ? (
          <Leagues programme={data} language={lng} />
        ) : (
          <p className="sportsbook__loading">{t(failed ? 'feed_failed' : 'loading')}</p>
        )}
      </div>
      <div className="virtual-sports__coupon" id="coupon">
        <CouponSlot />
      </div>
    </div>
  );
}

/** The programme in the platform's page (RegistryEntry.firstData): the same call the page polls. */
export const virtualSportsFirstData = ({ client, language }: FirstDataArgs): Promise<Programme> =>
  client.call(getVirtualProgramme, { lng: language });
