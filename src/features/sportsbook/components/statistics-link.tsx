import { useTranslation } from 'react-i18next';

/** Statistics windows are 1024 wide; 500, 780 or 984 high by the screen's height (spec §9). */
export function statisticsWindowSize(screenHeight: number) {
  const height = screenHeight >= 1080 ? 984 : screenHeight >= 860 ? 780 : 500;
  return { width: 1024, height };
}

/** /{lng}/statisticpopup/game/{sportId}/{gameId}: opened in a window of its own (a link without scripts). */
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
  const href = `/${language}/statisticpopup/game/${sportId}/${gameId}`;
  return (
    <a
      className="button button--secondary statistics-link"
      href={href}
      target="statistics"
      onClick={(event) => {
        const { width, height } = statisticsWindowSize(window.screen.height);
        const opened = window.open(href, 'statistics', `width=${width},height=${height}`);
        if (opened === null) return; // refused: the link opens it as a tab instead
        opened.opener = null;
        event.preventDefault();
      }}
    >
      {t('statistics')}
    </a>
  );
}
