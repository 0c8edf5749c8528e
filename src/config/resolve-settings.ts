import { checkSettings } from './check-settings.ts';
import { resolveLayersWith, type ResolveOptions, type ResolveResult } from './resolve-layers.ts';
import { selectLayers, type SettingsLayer, type Variant } from './settings-layer.ts';

export { checkSettings };
export type { ResolveOptions, ResolveResult };

/** Merges layers over the defaults and validates the result with the schema's validator. */
export const resolveLayers = (
  layers: readonly SettingsLayer[],
  options: ResolveOptions = {},
): ResolveResult => resolveLayersWith(checkSettings, layers, options);

/** Resolves the settings of one variant from all layers (those that apply, in order). */
export function resolveVariant(
  layers: readonly SettingsLayer[],
  variant: Variant,
  options: ResolveOptions = {},
): ResolveResult {
  return resolveLayers(selectLayers(layers, variant), options);
}
