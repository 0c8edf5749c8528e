import { useTranslation } from 'react-i18next';

import { StatisticsWindowLink } from '@/components/ui/statistics-window-link';

/** /{lng}/statisticpopup/game/{sportId}/{gameId}: the game's statistics in the spec's window. */
export function StatisticsLink({
  sportId,
  gameId,
  language,
}: {
  sportId: number;
  gameId: number;
  language: string;
}) {
  const { t } = useTranslation('sportsbook');
  return (
    <StatisticsWindowLink
      className="button button--secondary statistics-link"
      href={`/${language}/statisticpopup/game/${sportId}/${gameId}`}
    >
      {t('statistics')}
    </StatisticsWindowLink>
  );
}
