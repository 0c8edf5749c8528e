import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Actor } from 'xstate';

import type { couponMachine } from '@machines/coupon/coupon.machine';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { outcomeName } from '@/lib/feed/outcome-text';
import { usePreferencesStore } from '@/lib/preferences/preferences-context';
import { COUPON_PARAM } from '@/lib/selections/coupon-link';
import { selectionsOf } from '@/lib/selections/selections';

import { isBookingCode, normalizedCode, sharedCouponOf } from '../coupon-booking';
import { useCouponBooking } from '../hooks/use-coupon-booking';
import { BookingCodeInput } from './booking-code-input';

/**
 * Booking codes on the slip: "Share" saves the coupon and shows its code and a link to copy; a
 * code typed in (or a shared link opened) loads its selections — asking first, when the slip has
 * some, whether to replace or add to them — and says which could not be loaded.
 */
export function BetSlipBooking({
  coupon,
  initialCode = '',
  focusOnMount = false,
  onTaken,
}: {
  coupon: Actor<typeof couponMachine>;
  /** What was typed in the light slip's code field before this slip replaced it. */
  initialCode?: string;
  /** The light slip's code field had the focus: this one takes it (a keyboard player's place). */
  focusOnMount?: boolean;
  /** Called once both are taken: a booking part shown again later starts afresh. */
  onTaken?: () => void;
}) {
  const { t } = useTranslation('sportsbook');
  const { variant } = useLoadedSettings();
  const booking = useCouponBooking(coupon);
  const state = useSelector(booking, (s) => s.value);
  const { code, loaded, error } = useSelector(booking, (s) => s.context);
  const context = useSelector(coupon, (s) => s.context);
  const count = context.selections.length;
  const [typed, setTyped] = useState(initialCode);
  const input = useRef<HTMLInputElement>(null);
  // Read once: the slip replaced the light one once, later renders move no focus.
  const [focusFirst] = useState(focusOnMount);
  const taken = useRef(onTaken);
  // In the commit that swaps the slips: a key pressed before a later effect would find no field.
  useLayoutEffect(() => {
    const field = input.current;
    if (focusFirst && field) {
      field.focus();
      field.setSelectionRange(field.value.length, field.value.length);
    }
    taken.current?.();
  }, [focusFirst]);
  const [invalid, setInvalid] = useState(false);
  const [copied, setCopied] = useState(false);
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const store = usePreferencesStore();
  const linked = params.get(COUPON_PARAM);

  // A shared link opened: its coupon is loaded once, and the link's code leaves the address. The
  // slip's own list is read from storage first (a hydrated page shows none until then).
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (linked === null || handled.current === linked) return;
    handled.current = linked;
    void store.load().then(() =>
      booking.send({
        type: 'load.start',
        code: normalizedCode(linked),
        slipHasSelections: selectionsOf(store.get('coupon')).length > 0,
      }),
    );
    setParams(
      (current) => {
        current.delete(COUPON_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [linked, booking, store, setParams]);

  const link =
    code === undefined
      ? ''
      : `${window.location.origin}/${variant.language}/line?${COUPON_PARAM}=${code}`;
  const share = () => {
    setCopied(false);
    booking.send({ type: 'share.start', coupon: sharedCouponOf(context) });
  };
  const load = (event: FormEvent) => {
    event.preventDefault();
    const wanted = normalizedCode(typed);
    setInvalid(!isBookingCode(wanted));
    if (!isBookingCode(wanted)) return;
    setTyped('');
    booking.send({ type: 'load.start', code: wanted, slipHasSelections: count > 0 });
  };
  const copy = () =>
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );

  return (
    <div className="bet-slip__booking">
      {count > 0 && state !== 'shared' && (
        <button
          type="button"
          className="button bet-slip__share"
          aria-disabled={state === 'saving' || undefined}
          onClick={() => state !== 'saving' && share()}
        >
          {t(state === 'saving' ? 'coupon_sharing' : 'coupon_share')}
        </button>
      )}
      {state === 'shared' && code !== undefined && (
        <div className="bet-slip__shared" role="group" aria-label={t('coupon_share_title')}>
          <p>
            {t('coupon_share_code')} <strong dir="ltr">{code}</strong>
          </p>
          <label className="bet-slip__link">
            <span>{t('coupon_share_link')}</span>
            <input type="text" readOnly value={link} dir="ltr" onFocus={(e) => e.target.select()} />
          </label>
          <div className="bet-slip__actions">
            <button type="button" className="button" onClick={copy}>
              {t('coupon_copy_link')}
            </button>
            <button
              type="button"
              className="button button--link"
              onClick={() => booking.send({ type: 'share.dismiss' })}
            >
              {t('coupon_share_close')}
            </button>
          </div>
          <p aria-live="polite">{copied ? t('coupon_link_copied') : ''}</p>
        </div>
      )}
      <form className="bet-slip__load" onSubmit={load} noValidate>
        <label htmlFor={inputId}>{t('coupon_load_label')}</label>
        <BookingCodeInput
          ref={input}
          id={inputId}
          value={typed}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${inputId}-error` : undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="button" aria-disabled={state === 'loading' || undefined}>
          {t('coupon_load')}
        </button>
        {invalid && (
          <p id={`${inputId}-error`} className="bet-slip__error">
            {t('coupon_code_invalid')}
          </p>
        )}
      </form>
      {state === 'choosing' && loaded && (
        <div className="bet-slip__choose" role="group" aria-label={t('coupon_load_choose_title')}>
          <p>{t('coupon_load_choose', { code: loaded.code, number: loaded.selections.length })}</p>
          <div className="bet-slip__actions">
            <button
              type="button"
              className="button"
              onClick={() => booking.send({ type: 'load.replace' })}
            >
              {t('coupon_load_replace')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => booking.send({ type: 'load.merge' })}
            >
              {t('coupon_load_merge')}
            </button>
            <button
              type="button"
              className="button button--link"
              onClick={() => booking.send({ type: 'load.cancel' })}
            >
              {t('coupon_load_cancel')}
            </button>
          </div>
        </div>
      )}
      <div aria-live="polite" className="bet-slip__loaded">
        {state === 'loaded' && loaded && (
          <>
            <p>{t('coupon_loaded', { code: loaded.code, number: loaded.selections.length })}</p>
            {loaded.missing.length > 0 && (
              <>
                <p>{t('coupon_load_missing')}</p>
                <ul className="bet-slip__missing">
                  {loaded.missing.map((m) => (
                    <li key={m.key}>
                      {m.team1} – {m.team2}:{' '}
                      {outcomeName(t, m, {
                        sportId: m.sportId,
                        team1: { name: m.team1 },
                        team2: { name: m.team2 },
                      })}{' '}
                      ({t(`coupon_missing_${m.reason}`)})
                    </li>
                  ))}
                </ul>
              </>
            )}
            <button
              type="button"
              className="button button--link"
              onClick={() => booking.send({ type: 'load.dismiss' })}
            >
              {t('coupon_dismiss')}
            </button>
          </>
        )}
        {error && (
          <p className="bet-slip__error">
            {t(error.code, { defaultValue: t('coupon_booking_failed') })}
          </p>
        )}
      </div>
    </div>
  );
}
