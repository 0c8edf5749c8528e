import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useApi } from '@/lib/api-client/use-api';

import { getTotoDraws } from '../api/get-toto-draws';
import { DRAW_STATUSES, drawsQuery, formatDrawTime, totoPath, type TotoPlace } from '../toto-path';

type DrawsPlace = Extract<TotoPlace, { kind: 'draws' }>;

/** A type's draws: a status filter, a table of draws linking to each, pages. */
export function TotoDraws({ place, language }: { place: DrawsPlace; language: string }) {
  const { t } = useTranslation('toto');
  const { data, error } = useApi(getTotoDraws, drawsQuery(place));
  const filters = [undefined, ...DRAW_STATUSES].map((status) => ({
    key: status ?? 'all',
    to: totoPath(
      language,
      status
        ? { kind: 'draws', type: place.type, drawStatus: status, page: 1 }
        : { kind: 'draws', type: place.type, page: 1 },
    ),
    text: t(`toto_status_${status ?? 'all'}`),
    current: status === place.drawStatus,
  }));
  return (
    <>
      <h1 className="toto__title">{t(`toto_type_${place.type}`)}</h1>
      <nav aria-label={t('toto_filter_label')}>
        <ul className="toto__filters">
          {filters.map((f) => (
            <li key={f.key}>
              <Link
                className="toto__filter"
                to={f.to}
                aria-current={f.current ? 'page' : undefined}
              >
                {f.text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {error && <p role="alert">{t('toto_load_failed')}</p>}
      {!data && !error && <p aria-busy="true">{t('toto_loading')}</p>}
      {data && data.draws.length === 0 && <p>{t('toto_no_draws')}</p>}
      {data && data.draws.length > 0 && (
        <table className="toto__table">
          <caption className="toto__caption">{t('toto_draws')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('toto_draw')}</th>
              <th scope="col">{t('toto_closes_at')}</th>
              <th scope="col">{t('toto_status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.draws.map((draw) => (
              <tr key={draw.drawId}>
                <td>
                  <Link
                    to={totoPath(language, { kind: 'draw', type: place.type, drawId: draw.drawId })}
                  >
                    {t('toto_draw_number', { drawId: draw.drawId })}
                  </Link>
                </td>
                <td>{formatDrawTime(draw.closesAt)}</td>
                <td>
                  <span className={`toto__status toto__status--${draw.status}`}>
                    {t(`toto_status_${draw.status}`)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && data.pages > 1 && (
        <nav className="toto__pages" aria-label={t('toto_pages')}>
          {place.page > 1 && (
            <Link to={totoPath(language, { ...place, page: place.page - 1 })}>
              {t('toto_page_prev')}
            </Link>
          )}
          <span>{t('toto_page_of', { page: place.page, pages: data.pages })}</span>
          {place.page < data.pages && (
            <Link to={totoPath(language, { ...place, page: place.page + 1 })}>
              {t('toto_page_next')}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
