import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import type { BetRecord } from '@/lib/api-contract/generated/api-types.ts';
import { useOddsFormat } from '@/lib/odds/use-odds-format';

import { useOfficeSections } from '../hooks/use-office-sections';

/** The office_powerbet page of one bet (the section takes the bet as `?bet=`). */
export const powerBetHref = (lng: string, path: string, betId: number) =>
  `/${lng}/office/${path}?bet=${betId}`;

/**
 * A bet's PowerBet on its history card: the link between a powered bet and its top-up, and while
 * the offer holds (and the variant has office_powerbet) the button to the top-up at the new price.
 */
export function BetPowerBet({
  bet,
  amountText,
}: {
  readonly bet: BetRecord;
  readonly amountText: (amount: string) => string;
}) {
  const { t } = useTranslation('office');
  const { lng = '' } = useParams();
  const { formatPrice } = useOddsFormat();
  const section = useOfficeSections().find((s) => s.key === 'office_powerbet');
  const offer = bet.powerBet;
  return (
    <>
      {bet.poweredBetId !== undefined && (
        <p className="bet-card__power">{t('office_powerbet_of', { id: bet.poweredBetId })}</p>
      )}
      {bet.poweredBy && (
        <p className="bet-card__power">
          {t('office_powerbet_by', {
            id: bet.poweredBy.betId,
            stake: amountText(bet.poweredBy.stake),
            price: formatPrice(bet.poweredBy.price),
          })}
        </p>
      )}
      {section && offer?.status === 'available' && (
        <p className="bet-card__power">
          <Link
            className="button button--secondary"
            to={powerBetHref(lng, section.path, bet.id)}
            aria-label={t('office_powerbet_button_label', {
              id: bet.id,
              price: formatPrice(offer.price),
            })}
          >
            {t('office_powerbet_button', { price: formatPrice(offer.price) })}
          </Link>
        </p>
      )}
    </>
  );
}
