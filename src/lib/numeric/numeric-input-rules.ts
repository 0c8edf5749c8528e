/** The text field's numeric options (betting side §5, interface input rules). */
export interface NumericRules {
  readonly min?: number;
  readonly max?: number;
  readonly maxLength?: number;
  /** Decimal places allowed; 0 allows no separator at all. Default: unlimited. */
  readonly accuracy?: number;
  /** No minus sign at all. */
  readonly unsigned?: boolean;
}

/**
 * What a numeric field keeps of typed text: digits, one decimal separator (comma or dot, written
 * as a dot; none when accuracy is 0), one leading minus (none when unsigned); a leading separator
 * becomes "0.", leading zeros go, decimals are cut to the accuracy, the text to maxLength, and a
 * value above max becomes max. Below min waits for `commitNumeric`, so 150 can be typed past a
 * min of 10.
 */
export function sanitizeNumeric(text: string, rules: NumericRules = {}): string {
  const { accuracy, unsigned = false, maxLength, max } = rules;
  const kept = text.replace(/[^\d.,-]/g, '');
  const negative = !unsigned && kept.startsWith('-');
  const unsignedPart = kept.replace(/-/g, '');
  // With accuracy 0 a separator is refused as it is typed: the digits around it join.
  const separator = accuracy === 0 ? -1 : unsignedPart.search(/[.,]/);
  let whole = separator < 0 ? unsignedPart.replace(/[.,]/g, '') : unsignedPart.slice(0, separator);
  let decimals = separator < 0 ? undefined : unsignedPart.slice(separator + 1).replace(/[.,]/g, '');
  if (decimals !== undefined && accuracy !== undefined) decimals = decimals.slice(0, accuracy);
  whole = whole.replace(/^0+(?=\d)/, '');
  if (whole === '' && decimals !== undefined) whole = '0';
  let result = `${negative ? '-' : ''}${whole}${decimals !== undefined ? `.${decimals}` : ''}`;
  if (maxLength !== undefined) result = result.slice(0, maxLength);
  const value = numericValue(result);
  if (max !== undefined && value !== undefined && value > max) result = String(max);
  return result;
}

/** The number a sanitized text stands for, or undefined while it is incomplete ('', '-'). */
export function numericValue(text: string): number | undefined {
  if (text === '' || text === '-') return undefined;
  const value = Number(text.endsWith('.') ? text.slice(0, -1) : text);
  return Number.isFinite(value) ? value : undefined;
}

/** The text when the player leaves the field: min and max applied, a dangling separator dropped. */
export function commitNumeric(text: string, rules: NumericRules = {}): string {
  const clean = sanitizeNumeric(text, rules).replace(/\.$/, '');
  const value = numericValue(clean);
  if (value === undefined) return clean === '-' ? '' : clean;
  if (rules.min !== undefined && value < rules.min) return String(rules.min);
  if (rules.max !== undefined && value > rules.max) return String(rules.max);
  return clean;
}
