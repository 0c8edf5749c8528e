import { selectLayers, type SettingsLayer, type Variant } from '../../src/config/settings-layer.ts';

/**
 * What the operator asked for that no layer matches — a partner without layers resolves to the
 * base layer alone, which looks like a real answer — one warning line each.
 */
export function unmatchedVariantWarnings(
  layers: readonly SettingsLayer[],
  variant: Variant,
): string[] {
  const applied = selectLayers(layers, variant);
  if (!applied.some((l) => l.match.partner !== undefined))
    return [
      `warning: no layer matches partner ${variant.partner}: these are the base layer's settings`,
    ];
  const warnings: string[] = [];
  if (variant.country !== undefined && !applied.some((l) => l.match.country !== undefined))
    warnings.push(
      `warning: no layer of partner ${variant.partner} matches country ${variant.country}`,
    );
  if (variant.language !== undefined && !applied.some((l) => l.match.language !== undefined))
    warnings.push(
      `warning: no layer of partner ${variant.partner} matches language ${variant.language}`,
    );
  return warnings;
}
