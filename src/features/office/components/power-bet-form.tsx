import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { powerBetMachine, stakeInRange } from '@machines/power-bet/power-bet.machine';
import { NumericInput } from '@/components/ui/numeric-input';
import { useLoadedSettings } from '@/config/use-settings.ts';
import { useApiClient } from '@/lib/api-client/api-client-context';
import type { BetRecord, PowerBetOffer } from '@/lib/api-contract/generated/api-types.ts';
import { betWithTax } from '@/lib/bets/bet-tax';
import type { TaxSettings } from '@/lib/bets/tax-rules';
import { useFlowActor } from '@/lib/machines/use-flow-actor';
import { formatMinor, type Minor, parseMinor } from '@/lib/money/minor';
import { useOddsFormat } from '@/lib/odds/use-odds-format';

import { powerBetActors } from '../actors/power-bet-actors';
import { machineProblemOf, problemText } from '../money-problem';
import { BetCardSelections } from './bet-card-selections';
import { BetFigure } from './bet-figure';

type Available = Extract<PowerBetOffer, { status: 'available' }>;

/**
 * What a top-up of `stake` at today's `prices` pays, all won, under the variant's taxes: the bet
 * maths the platform's offer (possibleWinAtMax) and settlement use.
 */
function winOf(bet: BetRecord, stake: Minor, prices: readonly number[], tax: TaxSettings) {
  const kind = bet.kind === 'single' ? 'single' : 'express';
  const taxed = betWithTax(tax, { kind, stake, prices: [...prices] });
  return taxed.ok ? taxed.value.payoutAfterTax : undefined;
}

/**
 * One bet's PowerBet: its selections at the bet's prices and today's, the odds old → new, a top-up
 * stake (the interface's numeric rules, the variant's quick stakes up to the most, and Max), the
 * top-up's possible win and the bet's with it, and Power up. The flow is the PowerBet machine
 * (machines/power-bet): one request under a guid kept until the top-up is placed, so a retry
 * after a lost answer places it once.
 */
export function PowerBetForm({
  bet,
  offer,
  amountText,
  onPowered,
  onRefused,
}: {
  readonly bet: BetRecord;
  readonly offer: Available;
  readonly amountText: (amount: string) => string;
  readonly onPowered: (topUpId: number) => void;
  /** The offer moved or ended: the caller asks for it again. */
  readonly onRefused: () => void;
}) {
  const { t } = useTranslation(['office', 'common']);
  const { formatPrice } = useOddsFormat();
  const client = useApiClient();
  const ids = useId();
  const { settings } = useLoadedSettings();
  const quick = settings.couponConfig.quick_stakes;
  const [stakeText, setStakeText] = useState('');
  const machine = useMemo(
    () => powerBetMachine.provide({ actors: powerBetActors(client, bet) }),
    [client, bet],
  );
  // One guid for the form's top-up: every try of it is the same request.
  const [guid] = useState(() => crypto.randomUUID());
  const actor = useFlowActor(machine, { input: { betId: bet.id, guid } });
  const state = useSelector(actor, (s) => s);
  const { outOfRange, error, topUpId } = state.context;
  const busy = state.matches('placing');
  useEffect(() => {
    if (topUpId !== undefined) onPowered(topUpId);
    // onPowered is the section's refresh, called once when the top-up is placed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [topUpId]);
  useEffect(() => {
    // The offer moved or ended: the section asks for it again.
    if (error) onRefused();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  const max = parseMinor(offer.maxStake) ?? 0n;
  const stake = parseMinor(stakeText);
  const win =
    stake !== undefined && stakeInRange(stakeText, offer.minStake, offer.maxStake)
      ? winOf(bet, stake, offer.prices, settings.bettingConfig.tax)
      : undefined;
  const total = win === undefined ? undefined : (parseMinor(bet.potentialPayout) ?? 0n) + win;
  const range = { least: amountText(offer.minStake), most: amountText(offer.maxStake) };
  const problem = outOfRange
    ? t('office_powerbet_stake_out_of_range', range)
    : error && problemText(t, machineProblemOf(error));
  const setStake = (next: string) => {
    setStakeText(next);
    actor.send({ type: 'powerbet.edit' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({
      type: 'powerbet.submit',
      stake: stakeText,
      minStake: offer.minStake,
      maxStake: offer.maxStake,
      prices: offer.prices,
    });
  };

  return (
    <form className="power-bet" aria-labelledby={`${ids}-title`} noValidate onSubmit={submit}>
      <h2 id={`${ids}-title`} className="bet-card__title">
        {t('office_bets_bet_title', { id: bet.id })}
      </h2>
      <BetCardSelections
        selections={bet.selections}
        after={(s) => {
          const now = offer.prices[bet.selections.indexOf(s)];
          return now === undefined ? null : (
            <span className="power-bet__now">
              {t('office_powerbet_now')} <bdi dir="ltr">{formatPrice(now)}</bdi>
            </span>
          );
        }}
      />
      <dl className="bet-card__figures">
        <BetFigure label={t('office_bets_stake')}>{amountText(bet.stake)}</BetFigure>
        <div>
          <dt>{t('office_bets_odds')}</dt>
          <dd>
            <bdi dir="ltr">
              {t('office_powerbet_odds_change', {
                from: formatPrice(bet.coefficient),
                to: formatPrice(offer.price),
              })}
            </bdi>
          </dd>
        </div>
      </dl>
      <div className="form-field">
        <label htmlFor={`${ids}-stake`}>{t('office_powerbet_stake')}</label>
        <NumericInput
          id={`${ids}-stake`}
          className="form-control power-bet__stake"
          autoComplete="off"
          rules={{ accuracy: 2, unsigned: true, maxLength: 15, max: Number(offer.maxStake) }}
          value={stakeText}
          aria-invalid={outOfRange || undefined}
          aria-describedby={`${ids}-hint`}
          onValueChange={setStake}
        />
        <p id={`${ids}-hint`} className="form-hint">
          {t('office_powerbet_hint', range)}
        </p>
        <div className="bet-slip__quick" role="group" aria-label={t('office_powerbet_quick')}>
          {quick
            .filter((amount) => (parseMinor(String(amount)) ?? max + 1n) <= max)
            .map((amount) => (
              <button
                key={amount}
                type="button"
                className="button bet-slip__quick-stake"
                onClick={() => setStake(String(amount))}
              >
                {amount}
              </button>
            ))}
          <button
            type="button"
            className="button bet-slip__quick-stake"
            onClick={() => setStake(offer.maxStake)}
          >
            {t('office_powerbet_max')}
          </button>
        </div>
      </div>
      <dl className="bet-card__figures" aria-live="polite">
        <BetFigure label={t('office_powerbet_win')}>
          {win === undefined ? '—' : amountText(formatMinor(win))}
        </BetFigure>
        <BetFigure label={t('office_powerbet_total_win')}>
          {total === undefined ? '—' : amountText(formatMinor(total))}
        </BetFigure>
      </dl>
      {problem && (
        <p className="form-alert" role="alert">
          {problem}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
        {t(busy ? 'office_powerbet_placing' : 'office_powerbet_submit')}
      </button>
    </form>
  );
}
