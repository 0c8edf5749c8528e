import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { ChampsResponse } from '@/lib/api-contract/generated/api-types.ts';

import { sportsbookPath } from '../paths';

/** The line's top championships, each a link to its page with how many games it has there. */
export function TopChamps({
  champs,
  language,
}: {
  readonly champs: ChampsResponse['data'];
  readonly language: string;
}) {
  const { t } = useTranslation('sportsbook');
  return (
    <ul className="top-champs">
      {champs.map((champ) => (
        <li key={champ.id}>
          <Link
            className="top-champs__link"
            to={sportsbookPath(language, {
              mode: 'line',
              sportId: champ.sportId,
              champId: champ.id,
            })}
          >
            <span className="top-champs__name">{champ.name}</span>
            <span className="top-champs__count">
              <span aria-hidden="true">{champ.count ?? 0}</span>
              <span className="visually-hidden">
                {t('top_champ_games', { number: champ.count ?? 0 })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
