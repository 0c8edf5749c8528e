import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { directionOf } from '@/lib/i18n/rtl';
import { isOddsFormat, ODDS_FORMATS } from '@/lib/odds/odds-formats';
import { useOddsFormat } from '@/lib/odds/use-odds-format';

/** The price each option shows its format with: 2.50 is 6/4, +150, 1.50 and -0.67, a look at each. */
export const SAMPLE_PRICE = 2.5;

// An option holds text only: isolates keep a sample's leading sign before its digits on RTL pages.
const LTR_ISOLATE = (text: string) => `\u2066${text}\u2069`;

/**
 * The odds-format switcher: a labelled native select (keyboard and screen readers handle it as
 * they do any select) listing every format with a sample price, setting the player's
 * `coefficientFormat` preference.
 */
export function OddsFormatSwitcher({ className }: { readonly className?: string }) {
  const { t, i18n } = useTranslation('sportsbook');
  const { format, setFormat, formatPrice } = useOddsFormat();
  const id = useId();
  const sample = (price: string) =>
    directionOf(i18n.language) === 'rtl' ? LTR_ISOLATE(price) : price;
  return (
    <div className={['setting-select', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{t('odds_format_label')}</label>
      <select
        id={id}
        value={format}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          if (isOddsFormat(chosen)) setFormat(chosen);
        }}
      >
        {ODDS_FORMATS.map(({ id: formatId, nameKey }) => (
          <option key={formatId} value={formatId}>
            {t('odds_format_option', {
              name: t(nameKey),
              sample: sample(formatPrice(SAMPLE_PRICE, formatId)),
            })}
          </option>
        ))}
      </select>
    </div>
  );
}
