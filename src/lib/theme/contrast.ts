/** sRGB colour maths for the design tokens: WCAG 2 contrast and colour-mix in srgb. */

type Rgb = readonly [number, number, number];

/** `#rrggbb` → channels 0–255 (the settings schema only admits this form). */
export function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio (1–21) of two colours, in either order. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color-mix(in srgb, a (1 - t), b t)`. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex([0, 1, 2].map((i) => x[i]! * (1 - t) + y[i]! * t) as unknown as Rgb);
}

/**
 * The brand colour moved the least towards black or white that meets `ok`: a brand stays
 * recognisable while every variant's pair reaches its contrast. The brand itself when it already
 * does; the extreme that comes closest when nothing does (the settings check then reports it).
 */
export function nearestPassing(brand: string, ok: (colour: string) => boolean): string {
  for (let step = 0; step <= 20; step++) {
    for (const towards of ['#000000', '#ffffff']) {
      const candidate = mix(brand, towards, step / 20);
      if (ok(candidate)) return candidate;
    }
  }
  return brand;
}

/** Of the given text colours, the one that reads best on `background`. */
export function bestOn(background: string, candidates: readonly string[]): string {
  let best = candidates[0] ?? '#000000';
  for (const c of candidates) if (contrast(c, background) > contrast(best, background)) best = c;
  return best;
}
