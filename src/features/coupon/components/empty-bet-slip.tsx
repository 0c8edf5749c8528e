import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { BookingCodeInput } from './booking-code-input';

/** What the player does with the light slip: each is a reason to load the full one. */
export interface EmptyBetSlipProps {
  /** The booking code typed so far (the full slip's field starts with it). */
  readonly code: string;
  readonly onCodeChange?: (code: string) => void;
  /** The code field gained or lost the focus (the full slip's field takes it where it had it). */
  readonly onCodeFocus?: (focused: boolean) => void;
  /** A pointer over the slip or the focus in it: the full slip may start loading. */
  readonly onApproach?: () => void;
}

/**
 * The bet slip as it stands empty, without the coupon's machines, maths or parts: what a player
 * arriving on the line sees until they reach for the slip (bet-slip-on-demand swaps the full one
 * in). It lives beside BetSlip, in this module of its own that imports nothing of it, so that a
 * change to the empty slip's markup is seen with the other: heading, count, empty text and the
 * booking-code form carry the same classes and texts, so the swap moves nothing on the page.
 */
export function EmptyBetSlip({ code, onCodeChange, onCodeFocus, onApproach }: EmptyBetSlipProps) {
  const { t } = useTranslation('sportsbook');
  const inputId = useId();
  return (
    <section
      className="selection-list bet-slip"
      aria-labelledby="selection-list-title"
      onPointerEnter={onApproach}
      onFocus={onApproach}
    >
      <header className="selection-list__header">
        <h2 id="selection-list-title">{t('coupon_title')}</h2>
        <span className="selection-list__count">{t('coupon_count', { number: 0 })}</span>
      </header>
      <p className="selection-list__empty">{t('coupon_empty')}</p>
      <div className="bet-slip__booking">
        {/* Nothing to submit yet: typing loads the full slip, whose form takes the code. */}
        <form className="bet-slip__load" onSubmit={(e) => e.preventDefault()} noValidate>
          <label htmlFor={inputId}>{t('coupon_load_label')}</label>
          <BookingCodeInput
            id={inputId}
            value={code}
            onChange={(e) => onCodeChange?.(e.target.value)}
            onFocus={() => onCodeFocus?.(true)}
            onBlur={() => onCodeFocus?.(false)}
          />
          <button type="submit" className="button">
            {t('coupon_load')}
          </button>
        </form>
        <div aria-live="polite" className="bet-slip__loaded" />
      </div>
    </section>
  );
}
