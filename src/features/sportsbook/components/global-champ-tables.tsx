import { useTranslation } from 'react-i18next';

import type {
  FeedStageTableResponse,
  GlobalChampsResponse,
} from '@/lib/api-contract/generated/api-types.ts';
import { usePolledCall } from '@/lib/feed/use-polled-call';

import { getStageTableIds } from '../api/global-endpoints';
import { tableChamps, tablesInput } from '../themed-first-data';
import type { ThemedPlace } from '../themed-sections';
import { StageTable, TABLE_POLL_MS } from './stage-table';

type Table = FeedStageTableResponse['data'];

function TablesOf({
  champIds,
  language,
  initial,
}: {
  champIds: readonly number[];
  language: string;
  initial?: readonly Table[];
}) {
  const { t } = useTranslation('sportsbook');
  const { data: ids } = usePolledCall(
    getStageTableIds,
    tablesInput(language, champIds),
    TABLE_POLL_MS,
    initial?.map((table) => table.champ.id),
  );
  if (!ids) return <p className="sportsbook__loading">{t('loading')}</p>;
  const shown = ids.filter((id) => champIds.includes(id));
  if (shown.length === 0) return <p className="sportsbook__empty">{t('tables_none')}</p>;
  return (
    <div className="global-champ-tables">
      {shown.map((id) => (
        <StageTable
          key={id}
          champId={id}
          language={language}
          initial={initial?.find((table) => table.champ.id === id)}
        />
      ))}
    </div>
  );
}

/**
 * The tables of a section's championships (betting spec §2, global-champ-tables): the ones that
 * keep a table (GetStageTableIds) among the championships listed, or the one filtered.
 */
export function GlobalChampTables({
  place,
  language,
  champs,
  initial,
}: {
  place: ThemedPlace;
  language: string;
  champs: GlobalChampsResponse['data'] | undefined;
  initial?: readonly Table[];
}) {
  const { t } = useTranslation('sportsbook');
  if (!champs) return <p className="sportsbook__loading">{t('loading')}</p>;
  const champIds = tableChamps(place, champs).map((c) => c.id);
  if (champIds.length === 0) return <p className="sportsbook__empty">{t('tables_none')}</p>;
  return <TablesOf champIds={champIds} language={language} initial={initial} />;
}
