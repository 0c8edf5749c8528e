/**
 * What the bet maths answer: a value, or the one problem that stops it, named by a snake_case
 * code (an i18n key later) and, where it helps, the selection index or settings field at fault.
 * Refusals are values rather than throws so a coupon can show them as it shows any other state.
 */

/** Why a bet or a tax configuration was refused. */
export type BetMathsCode =
  | 'bet_kind_invalid'
  | 'stake_invalid'
  | 'stake_too_small'
  | 'price_invalid'
  | 'selection_count_invalid'
  | 'system_size_invalid'
  | 'system_too_large'
  | 'results_count_invalid'
  | 'result_invalid'
  | 'tax_type_invalid'
  | 'tax_percent_invalid'
  | 'tax_threshold_invalid';

/** A refusal: its code, plus the selection (index) or settings key (field) it concerns. */
export interface BetMathsError {
  readonly code: BetMathsCode;
  readonly index?: number;
  readonly field?: string;
}

/** A value, or the refusal that stopped it. */
export type BetResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: BetMathsError };

/** A successful result. */
export const ok = <T>(value: T): BetResult<T> => ({ ok: true, value });

/** A refusal with its code and, optionally, the index or field at fault. */
export const refuse = <T = never>(
  code: BetMathsCode,
  where: Omit<BetMathsError, 'code'> = {},
): BetResult<T> => ({ ok: false, error: { code, ...where } });
