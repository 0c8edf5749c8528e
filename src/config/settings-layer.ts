import type { SiteSettings } from './generated/site-settings.types.ts';

/** Which variant a settings layer applies to; a layer with no keys is the base layer. */
export interface LayerMatch {
  readonly partner?: number;
  readonly country?: string;
  readonly language?: string;
}

/** The variant a request is for. */
export interface Variant {
  readonly partner: number;
  readonly country?: string;
  readonly language?: string;
}

type DeepPartialOrNull<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { readonly [K in keyof T]?: DeepPartialOrNull<T[K]> | null }
    : T;

/** What a layer file may hold besides `match`: any part of the settings; `null` resets a key. */
export type SettingsPatch = DeepPartialOrNull<SiteSettings>;

/** One settings layer: where it came from (a file name, "platform", …), its match and its data. */
export interface SettingsLayer {
  readonly name: string;
  readonly match: LayerMatch;
  readonly data: Readonly<Record<string, unknown>>;
}

/** Resolution order, later wins: base → partner → partner+country → partner+language → all three. */
export function layerRank(match: LayerMatch): number {
  if (match.partner === undefined) return 0;
  if (match.country !== undefined && match.language !== undefined) return 4;
  if (match.language !== undefined) return 3;
  if (match.country !== undefined) return 2;
  return 1;
}

/** True when a layer applies to the variant. Country/language layers need a partner (see layer-rules). */
export function layerApplies(match: LayerMatch, variant: Variant): boolean {
  if (match.partner !== undefined && match.partner !== variant.partner) return false;
  if (match.country !== undefined && match.country !== variant.country) return false;
  if (match.language !== undefined && match.language !== variant.language) return false;
  return true;
}

/** The layers that apply to a variant, in resolution order. */
export function selectLayers(layers: readonly SettingsLayer[], variant: Variant): SettingsLayer[] {
  return layers
    .filter((layer) => layerApplies(layer.match, variant))
    .sort((a, b) => layerRank(a.match) - layerRank(b.match));
}
