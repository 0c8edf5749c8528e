import { useTranslation } from 'react-i18next';

import { useConfirm } from '@/components/modal-host/confirm';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useAccounts } from '@/lib/account/use-accounts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useApi } from '@/lib/api-client/use-api';
import type { BonusRecord } from '@/lib/api-contract/generated/api-types.ts';
import { getBonuses } from '@/lib/money/bonus-endpoints';
import { BONUS_TYPE } from '@/lib/money/bonus-types';
import { useDocumentTitle } from '@/lib/use-document-title';

import { getPromoCodes, postRefuseBonus } from '../api/bonus-endpoints';
import { BONUS_NAME_NS, useBonusText } from '../bonuses/bonus-text';
import { PromoCodeForm } from '../bonuses/promo-code-form';
import { WagerBar } from '../bonuses/wager-bar';
import { useDateTimeFormat } from '../format-when';
import { useOfficeAction } from '../hooks/use-office-action';
import { problemText } from '../money-problem';
import { RefusalAlert } from './refusal-alert';

export { bonusesFirstData } from '../first-data';

/**
 * office_bonuses_deposit: the player's bonuses — a promo code to activate, the active ones with
 * what they hold, their wagering (progress and bar) and when they end, a refusal behind a confirm
 * dialog (what the bonus holds is forfeited) — then those that ended and the codes activated.
 */
export function BonusesSection() {
  const { t } = useTranslation(['office', 'common']);
  const { settings } = useLoadedSettings();
  useDocumentTitle(t('office_bonuses_title'), settings.customizeConfig.brand);
  const client = useApiClient();
  const confirm = useConfirm();
  const accounts = useAccounts({ passive: true });
  const bonuses = useApi(getBonuses, undefined, { swr: { dedupingInterval: 0 } });
  const promos = useApi(getPromoCodes, undefined);
  const { busy, problem, done, run, setProblem, setDone } = useOfficeAction();
  const when = useDateTimeFormat();
  const { amount, nameOf } = useBonusText();
  const refresh = () => Promise.all([bonuses.mutate(), promos.mutate(), accounts.mutate()]);

  const activated = async (bonus: BonusRecord) => {
    setProblem(undefined);
    setDone(
      t('office_promo_activated', {
        name: nameOf(bonus),
        amount: amount(bonus.amount, bonus.currency_code),
      }),
    );
    await refresh();
  };

  const refuse = async (bonus: BonusRecord) => {
    const ok = await confirm({
      title: 'office_bonus_refuse_title',
      text: 'office_bonus_refuse_text',
      ok: 'office_bonus_refuse_ok',
      values: { name: nameOf(bonus), amount: amount(bonus.money, bonus.currency_code) },
    });
    if (!ok) return;
    await run(async () => {
      await client.call(postRefuseBonus, { bonus_id: bonus.id });
      return t('office_bonus_refused', { name: nameOf(bonus) });
    }, refresh);
  };

  const list = bonuses.data;
  const active = list?.filter((b) => !b.BonusClosed) ?? [];
  const ended = list?.filter((b) => b.BonusClosed) ?? [];
  return (
    <section className="office-bonuses" aria-labelledby="office-bonuses-title">
      <h1 id="office-bonuses-title">{t('office_bonuses_title')}</h1>
      <PromoCodeForm onActivated={activated} />
      <p role="status" className="form-note">
        {done}
      </p>
      {problem && (
        <p className="form-alert" role="alert">
          {problemText(t, problem)}
        </p>
      )}
      <h2>{t('office_bonuses_active')}</h2>
      {bonuses.error && !list && <RefusalAlert error={bonuses.error} />}
      {!list && !bonuses.error && <LoadingPlaceholder shapes={['row', 'row', 'row']} />}
      {list && active.length === 0 && (
        <p className="empty-state">{t('office_bonuses_none_active')}</p>
      )}
      {active.length > 0 && (
        <ul className="bonus-cards">
          {active.map((b) => {
            const titleId = `bonus-${b.id}-name`;
            return (
              <li key={b.id} className="bonus-card" aria-labelledby={titleId}>
                <div className="bonus-card__head">
                  <h3 id={titleId} className="bonus-card__name">
                    {nameOf(b)}
                  </h3>
                  <span className="status-badge status-badge--active">
                    {t(`office_bonus_type_${b.TypeBonus}`, {
                      defaultValue: t('office_bonus_type_generic'),
                    })}
                  </span>
                </div>
                <dl className="bonus-card__facts">
                  <div>
                    <dt>{t('office_bonus_holds')}</dt>
                    <dd className="bonus-card__amount">
                      <bdi>{amount(b.money, b.currency_code)}</bdi>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('office_bonus_ends')}</dt>
                    <dd>{when.format(new Date(b.closing_time))}</dd>
                  </div>
                </dl>
                {b.TypeBonus === BONUS_TYPE.freebet ? (
                  <p className="form-note">{t('office_bonus_freebet_note')}</p>
                ) : (
                  <WagerBar
                    fact={b.bonus_fact}
                    finish={b.bonus_finish}
                    format={(value) => amount(value, b.currency_code)}
                  />
                )}
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={busy}
                  aria-label={t('office_bonus_refuse_label', { name: nameOf(b) })}
                  onClick={() => void refuse(b)}
                >
                  {t('office_bonus_refuse')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {ended.length > 0 && (
        <>
          <h2>{t('office_bonuses_ended')}</h2>
          <table className="money-table">
            <caption className="visually-hidden">{t('office_bonuses_ended')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('office_bonus_col_name')}</th>
                <th scope="col" className="money-table__amount">
                  {t('office_bonus_col_credited')}
                </th>
                <th scope="col">{t('office_bonus_col_outcome')}</th>
              </tr>
            </thead>
            <tbody>
              {ended.map((b) => (
                <tr key={b.id}>
                  <th scope="row">{nameOf(b)}</th>
                  <td className="money-table__amount">
                    <bdi>{amount(b.amount, b.currency_code)}</bdi>
                  </td>
                  <td>
                    <span className={`status-badge status-badge--bonus-${b.status}`}>
                      {t(`office_bonus_status_${b.status}`)}
                    </span>
                    <span className="money-table__secondary">
                      {when.format(new Date(b.closing_time))}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {promos.data && promos.data.length > 0 && (
        <>
          <h2>{t('office_promo_history')}</h2>
          <table className="money-table">
            <caption className="visually-hidden">{t('office_promo_history')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('office_promo_col_code')}</th>
                <th scope="col">{t('office_bonus_col_name')}</th>
                <th scope="col" className="money-table__amount">
                  {t('office_bonus_col_credited')}
                </th>
                <th scope="col">{t('office_col_date')}</th>
              </tr>
            </thead>
            <tbody>
              {promos.data.map((p) => (
                <tr key={p.code}>
                  <th scope="row">
                    <code>{p.code}</code>
                  </th>
                  <td>{t(p.title, { ns: BONUS_NAME_NS })}</td>
                  <td className="money-table__amount">
                    <bdi>{amount(p.amount, p.currency_code)}</bdi>
                  </td>
                  <td>{when.format(new Date(p.activated_at))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
