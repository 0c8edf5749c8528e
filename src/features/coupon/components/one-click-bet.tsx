import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { stakeOf, stakeTextAllowed } from '@machines/coupon/coupon-content';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { outcomeName } from '@/lib/feed/outcome-text';
import { formatMinor } from '@/lib/money/minor';
import type { Selection } from '@/lib/selections/selections';

import type { OneClickResult, useOneClick } from '../hooks/use-one-click';
import { useStakeCurrency } from '../hooks/use-stake-currency';

type OneClick = ReturnType<typeof useOneClick>;

const nameOf = (t: TFunction<'sportsbook'>, s: Selection) =>
  outcomeName(t, s, { sportId: s.sportId, team1: { name: s.team1 }, team2: { name: s.team2 } });

function ResultText({ result }: { result: OneClickResult }) {
  const { t } = useTranslation('sportsbook');
  const outcome = `${result.selection.team1} – ${result.selection.team2}: ${nameOf(t, result.selection)}`;
  switch (result.status) {
    case 'placing':
      return <p>{t('coupon_one_click_placing', { outcome })}</p>;
    case 'placed':
      return <p>{t('coupon_one_click_placed', { outcome, id: result.betId })}</p>;
    case 'refused':
      return (
        <p className="bet-slip__error">
          {t('coupon_one_click_refused', { outcome })} {t(result.code)}
        </p>
      );
    case 'unanswered':
      return <p className="bet-slip__error">{t('coupon_one_click_unanswered', { outcome })}</p>;
  }
}

/**
 * The one-click switch and its fixed stake: on, a click on a price places a single at once (see
 * useOneClick); what the last one came to is said in a live region.
 */
export function OneClickBet({ oneClick }: { oneClick: OneClick }) {
  const { t } = useTranslation('sportsbook');
  const currency = useStakeCurrency();
  const quickStakes = useLoadedSettings().settings.couponConfig.quick_stakes;
  const { stake, setStake, result } = oneClick;
  const [text, setText] = useState(stake ?? '');
  const on = stake !== null;
  const save = (value: string) => {
    const minor = stakeOf(value);
    if (minor !== undefined && minor > 0n) setStake(formatMinor(minor));
  };
  return (
    <div className="bet-slip__one-click">
      <label className="bet-slip__one-click-switch">
        <input
          type="checkbox"
          checked={on}
          onChange={(e) => {
            if (!e.target.checked) return setStake(null);
            const first = formatMinor(stakeOf(String(quickStakes[0] ?? 1)) ?? 100n);
            const start = text === '' ? first : text;
            setText(start);
            save(start);
          }}
        />
        <span>{t('coupon_one_click')}</span>
      </label>
      {on && (
        <label className="bet-slip__stake-field">
          <span>{t('coupon_one_click_stake')}</span>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(e) => {
              if (!stakeTextAllowed(e.target.value)) return;
              setText(e.target.value);
              save(e.target.value);
            }}
          />
          <span className="bet-slip__currency">{currency}</span>
        </label>
      )}
      {on && <p className="bet-slip__hint">{t('coupon_one_click_hint', { stake, currency })}</p>}
      <div role="status" aria-label={t('coupon_one_click')} className="bet-slip__one-click-result">
        {result && <ResultText result={result} />}
      </div>
    </div>
  );
}
