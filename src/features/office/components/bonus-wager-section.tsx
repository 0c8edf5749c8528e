import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApi } from '@/lib/api-client/use-api';
import type { BonusRecord, CountedTurnover } from '@/lib/api-contract/generated/api-types.ts';
import { getBonuses } from '@/lib/money/bonus-endpoints';
import { BONUS_TYPE } from '@/lib/money/bonus-types';
import { formatMinor, parseMinor } from '@/lib/money/minor';
import { useDocumentTitle } from '@/lib/use-document-title';

import { getBonusTurnover } from '../api/bonus-endpoints';
import { usePages } from '../api/use-pages';
import { type AmountOf, useBonusText } from '../bonuses/bonus-text';
import { WagerBar } from '../bonuses/wager-bar';
import { type MomentFormat, useDateTimeFormat } from '../format-when';
import { useOfficeSections } from '../hooks/use-office-sections';
import { RefusalAlert } from './refusal-alert';
import { ShowMore } from './show-more';

export { bonusWagerFirstData } from '../first-data';

/** A bonus that is wagered into money: not a free bet, and with something to wager. */
const wagered = (b: BonusRecord) =>
  b.TypeBonus !== BONUS_TYPE.freebet && (parseMinor(b.bonus_finish) ?? 0n) > 0n;

const countedKey = (c: CountedTurnover) => c.key;

/**
 * office_bonuses_wager: where the player follows the wagering of their bonuses — for each one
 * being wagered its progress, what is left, the currency it counts in and when it ends, and on
 * request what counted toward it (the bets and casino rounds, and the part of each counted) —
 * then the bonuses that ended (converted, expired, refused) with how much had been wagered.
 */
export function BonusWagerSection() {
  const { t } = useTranslation(['office', 'common']);
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('office_wager_title'), settings.customizeConfig.brand);
  const { lng = '' } = useParams();
  const bonusesSection = useOfficeSections().find((s) => s.key === 'office_bonuses_deposit');
  const bonuses = useApi(getBonuses, undefined, { swr: { dedupingInterval: 0 } });
  const when = useDateTimeFormat();
  const { amount, nameOf } = useBonusText();

  // Free bets and bonuses with nothing to wager are not followed here (office_bonuses_deposit).
  const list = bonuses.data?.filter(wagered);
  const active = list?.filter((b) => !b.BonusClosed) ?? [];
  const ended = list?.filter((b) => b.BonusClosed) ?? [];
  return (
    <section className="office-wager" aria-labelledby="office-wager-title">
      <h1 id="office-wager-title">{t('office_wager_title')}</h1>
      <p className="form-note">{t('office_wager_intro')}</p>
      <h2>{t('office_wager_active')}</h2>
      {bonuses.error && !list && <RefusalAlert error={bonuses.error} />}
      {!list && !bonuses.error && <LoadingPlaceholder shapes={['row', 'row', 'row']} />}
      {list && active.length === 0 && (
        <div className="empty-state">
          <p>{t('office_wager_empty')}</p>
          {bonusesSection && (
            <p>
              <Link to={`/${lng}/office/${bonusesSection.path}`}>
                {t('office_wager_to_bonuses')}
              </Link>
            </p>
          )}
        </div>
      )}
      {active.length > 0 && (
        <ul className="wager-cards">
          {active.map((b) => (
            <WagerCard key={b.id} bonus={b} name={nameOf(b)} amount={amount} when={when} />
          ))}
        </ul>
      )}
      {ended.length > 0 && (
        <>
          <h2>{t('office_bonuses_ended')}</h2>
          <ul className="wager-cards">
            {ended.map((b) => (
              <WagerCard key={b.id} bonus={b} name={nameOf(b)} amount={amount} when={when} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * A bonus being wagered — its progress, what is left, its currency and end — or one that ended,
 * with how much had been wagered; what counted toward it opens beneath (asked for then).
 */
function WagerCard({
  bonus: b,
  name,
  amount,
  when,
}: {
  readonly bonus: BonusRecord;
  readonly name: string;
  readonly amount: AmountOf;
  readonly when: MomentFormat;
}) {
  const { t } = useTranslation(['office', 'common']);
  const [open, setOpen] = useState(false);
  const id = useId();
  const titleId = `${id}-name`;
  const panelId = `${id}-counted`;
  const done = parseMinor(b.bonus_fact) ?? 0n;
  const needed = parseMinor(b.bonus_finish) ?? 0n;
  const left = needed > done ? needed - done : 0n;
  const format = (value: string) => amount(value, b.currency_code);
  const closing = when.format(new Date(b.closing_time));
  return (
    <li
      className={`bonus-card wager-card${b.BonusClosed ? ' wager-card--ended' : ''}`}
      aria-labelledby={titleId}
    >
      <div className="bonus-card__head">
        <h3 id={titleId} className="bonus-card__name">
          {name}
        </h3>
        {b.BonusClosed ? (
          <span className={`status-badge status-badge--bonus-${b.status}`}>
            {t(`office_bonus_status_${b.status}`)}
          </span>
        ) : (
          <span className="status-badge status-badge--active">
            {t(`office_bonus_type_${b.TypeBonus}`, {
              defaultValue: t('office_bonus_type_generic'),
            })}
          </span>
        )}
      </div>
      <WagerBar fact={b.bonus_fact} finish={b.bonus_finish} format={format} />
      <dl className="bonus-card__facts">
        {!b.BonusClosed && (
          <div>
            <dt>{t('office_wager_left')}</dt>
            <dd className="bonus-card__amount">
              <bdi>{amount(formatMinor(left), b.currency_code)}</bdi>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('office_wager_currency')}</dt>
          <dd>
            <bdi>{b.currency_code}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t(b.BonusClosed ? 'office_wager_ended_on' : 'office_bonus_ends')}</dt>
          <dd>{closing}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('office_wager_counted_label', { name })}
        onClick={() => setOpen((was) => !was)}
      >
        {t('office_wager_counted_toggle')}
      </button>
      <div id={panelId} className="wager-card__counted" hidden={!open}>
        {open && <CountedTable bonus={b} name={name} amount={amount} />}
      </div>
    </li>
  );
}

/**
 * What counted toward a bonus, newest first, 50 at a time: each bet or casino round with its
 * stake and the part of it counted (all of it, or what was left to wager near the target).
 */
function CountedTable({
  bonus,
  name,
  amount,
}: {
  readonly bonus: BonusRecord;
  readonly name: string;
  readonly amount: AmountOf;
}) {
  const { t } = useTranslation(['office', 'common']);
  const when = useDateTimeFormat();
  const pages = usePages(getBonusTurnover, (page) => ({ bonus_id: bonus.id, page }), countedKey);
  const items = pages.items;
  return (
    <>
      {pages.error && !items && <RefusalAlert error={pages.error} />}
      {!items && !pages.error && <LoadingPlaceholder shapes={['row', 'row']} />}
      {items?.length === 0 && <p className="form-note">{t('office_wager_counted_empty')}</p>}
      {items && items.length > 0 && (
        <table className="money-table money-table--stack wager-counted">
          <caption className="visually-hidden">{t('office_wager_counted_label', { name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('office_col_date')}</th>
              <th scope="col">{t('office_wager_col_source')}</th>
              <th scope="col" className="money-table__amount">
                {t('office_wager_col_stake')}
              </th>
              <th scope="col" className="money-table__amount">
                {t('office_wager_col_counted')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((c) => {
              const part = (parseMinor(c.counted) ?? 0n) < (parseMinor(c.amount) ?? 0n);
              return (
                <tr key={c.key}>
                  <td>{when.format(new Date(c.created_at))}</td>
                  <td>{t(`office_wager_source_${c.source}`)}</td>
                  <td className="money-table__amount" data-label={t('office_wager_col_stake')}>
                    <bdi>{amount(c.amount, c.currency_code)}</bdi>
                  </td>
                  <td className="money-table__amount" data-label={t('office_wager_col_counted')}>
                    <bdi>{amount(c.counted, c.currency_code)}</bdi>
                    {part && (
                      <span className="money-table__secondary">
                        {t('office_wager_counted_rest')}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <ShowMore pages={pages} />
    </>
  );
}
