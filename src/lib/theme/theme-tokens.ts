import type { SiteSettings } from '@/config/generated/site-settings.types.ts';

import { bestOn, contrast, nearestPassing } from './contrast';
import { PALETTES, type ThemeName } from './palettes';

type Customize = SiteSettings['customizeConfig'];

/** Text that must be read: WCAG AA for normal text. */
export const TEXT = 4.5;
/** Large text, and the shape of a control or a focus ring against what is around it. */
export const UI = 3;

const ON = ['#ffffff', '#111418'] as const;

/**
 * Every colour token (the name of its custom property after `--color-`) for a variant and a theme.
 * The operator's colours are used as given (the settings check holds them to the contrast bars);
 * the colours derived from them — buttons, links, focus rings, the header's button — are moved
 * the least towards black or white that makes them pass, so any brand reads.
 */
export function themeTokens(customize: Customize, theme: ThemeName): Record<string, string> {
  const p = PALETTES[theme];
  const { primary, accent, header_bg, header_text } = customize.colors;
  const onPage = (min: number) => (c: string) =>
    contrast(c, p.bg) >= min && contrast(c, p.surface) >= min;
  const readable = (c: string) => contrast(bestOn(c, ON), c) >= TEXT;
  const button = nearestPassing(primary, (c) => readable(c) && onPage(UI)(c));
  const headerButton = nearestPassing(primary, (c) => readable(c) && contrast(c, header_bg) >= UI);
  return {
    ...p,
    primary,
    accent,
    'header-bg': header_bg,
    'header-text': header_text,
    link: nearestPassing(primary, onPage(TEXT)),
    button,
    'button-text': bestOn(button, ON),
    'header-button': headerButton,
    'header-button-text': bestOn(headerButton, ON),
    focus: nearestPassing(accent, onPage(UI)),
    'header-focus': nearestPassing(accent, (c) => contrast(c, header_bg) >= UI),
    // Still perceivable and legible: the muted text colour, outlined (no fading to near nothing).
    disabled: p.muted,
  };
}

/** A pair of tokens that must contrast, and the setting an operator changes when it does not. */
export interface TokenPair {
  readonly fg: string;
  readonly bg: string;
  readonly min: number;
  /** The settings path of the colour the pair comes from (for the settings check's message). */
  readonly pointer: string;
}

const COLORS = '/customizeConfig/colors';
const THEME = '/customizeConfig/theme';
const onBoth = (fg: string, min: number, pointer: string): TokenPair[] => [
  { fg, bg: 'bg', min, pointer },
  { fg, bg: 'surface', min, pointer },
];

/** What the contrast check measures, in every theme a variant shows. */
export const TOKEN_PAIRS: readonly TokenPair[] = [
  ...onBoth('text', TEXT, THEME),
  ...onBoth('muted', TEXT, THEME),
  ...onBoth('disabled', UI, THEME),
  ...onBoth('control-border', UI, THEME),
  ...['danger', 'success', 'warning', 'info', 'question'].flatMap((status) => [
    ...onBoth(status, TEXT, THEME),
    { fg: 'on-status', bg: status, min: TEXT, pointer: THEME },
  ]),
  ...onBoth('link', TEXT, `${COLORS}/primary`),
  ...onBoth('button', UI, `${COLORS}/primary`),
  { fg: 'button-text', bg: 'button', min: TEXT, pointer: `${COLORS}/primary` },
  ...onBoth('focus', UI, `${COLORS}/accent`),
  { fg: 'header-text', bg: 'header-bg', min: TEXT, pointer: `${COLORS}/header_text` },
  { fg: 'header-button', bg: 'header-bg', min: UI, pointer: `${COLORS}/header_bg` },
  { fg: 'header-button-text', bg: 'header-button', min: TEXT, pointer: `${COLORS}/primary` },
  { fg: 'header-focus', bg: 'header-bg', min: UI, pointer: `${COLORS}/accent` },
];

/** The pairs under their bar, with the ratio found. */
export function contrastFailures(tokens: Record<string, string>) {
  return TOKEN_PAIRS.flatMap((pair) => {
    const ratio = contrast(tokens[pair.fg]!, tokens[pair.bg]!);
    return ratio < pair.min ? [{ ...pair, ratio }] : [];
  });
}
