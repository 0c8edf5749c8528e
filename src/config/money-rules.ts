import { parseMinor } from '../lib/money/minor.ts';
import type { SiteSettings } from './generated/site-settings.types.ts';
import type { SettingsIssue } from './settings-errors.ts';

/**
 * Money settings a schema cannot check: a method's limits in order (its presets within them,
 * smallest first), each method and promo code
 * named once, promo dates that exist and run forwards.
 */
export function moneyIssues(s: SiteSettings): SettingsIssue[] {
  const issues: SettingsIssue[] = [];
  const seenMethods = new Set<string>();
  s.cashierConfig.methods.forEach((method, m) => {
    const at = `/cashierConfig/methods/${m}`;
    if (seenMethods.has(method.id))
      issues.push({ pointer: `${at}/id`, message: `names "${method.id}" a second time` });
    seenMethods.add(method.id);
    const currencies = new Set<number>();
    method.limits.forEach((limit, l) => {
      if (currencies.has(limit.currency_id))
        issues.push({
          pointer: `${at}/limits/${l}/currency_id`,
          message: `names currency ${limit.currency_id} a second time`,
        });
      currencies.add(limit.currency_id);
      const min = parseMinor(limit.min);
      const max = parseMinor(limit.max);
      if (min !== undefined && max !== undefined && min > max)
        issues.push({
          pointer: `${at}/limits/${l}/min`,
          message: `must not exceed max (${limit.min} > ${limit.max})`,
        });
      if (max === 0n)
        issues.push({ pointer: `${at}/limits/${l}/max`, message: 'must be more than 0' });
      let previous: bigint | undefined;
      (limit.presets ?? []).forEach((text, p) => {
        const preset = parseMinor(text);
        if (preset === undefined) return;
        const pointer = `${at}/limits/${l}/presets/${p}`;
        if ((min !== undefined && preset < min) || (max !== undefined && preset > max))
          issues.push({
            pointer,
            message: `must be within min and max (${limit.min}–${limit.max})`,
          });
        else if (previous !== undefined && preset <= previous)
          issues.push({ pointer, message: 'must be more than the preset before it' });
        previous = preset;
      });
    });
  });
  const seenCodes = new Set<string>();
  s.promoConfig.promo_codes.forEach((promo, p) => {
    const at = `/promoConfig/promo_codes/${p}`;
    if (seenCodes.has(promo.code))
      issues.push({ pointer: `${at}/code`, message: `names "${promo.code}" a second time` });
    seenCodes.add(promo.code);
    const ends = Date.parse(promo.ends_at);
    if (Number.isNaN(ends))
      issues.push({ pointer: `${at}/ends_at`, message: 'is not a real date and time' });
    if (promo.starts_at !== undefined) {
      const starts = Date.parse(promo.starts_at);
      if (Number.isNaN(starts))
        issues.push({ pointer: `${at}/starts_at`, message: 'is not a real date and time' });
      else if (!Number.isNaN(ends) && starts >= ends)
        issues.push({ pointer: `${at}/ends_at`, message: 'must come after starts_at' });
    }
    promo.amounts.forEach((amount, a) => {
      if (parseMinor(amount.amount) === 0n)
        issues.push({ pointer: `${at}/amounts/${a}/amount`, message: 'must be more than 0' });
    });
  });
  return issues;
}
