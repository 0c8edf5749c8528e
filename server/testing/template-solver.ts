import type { Raster } from '../captcha/png.ts';

/** How a solver scores the piece's values `a` laid over the background's `b` (higher: better). */
type Score = (a: Float64Array, b: Float64Array) => number;

/** Sum of absolute differences, negated: an exact copy scores 0, the best possible. */
const exactCopy: Score = (a, b) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return -sum;
};

const mean = (v: Float64Array) => {
  let sum = 0;
  for (const x of v) sum += x;
  return sum / v.length;
};

/**
 * Zero-mean normalised cross-correlation: a copy that was darkened, brightened or given more
 * contrast (as a shaded gap is) still scores 1.
 */
const correlation: Score = (a, b) => {
  const meanA = mean(a);
  const meanB = mean(b);
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    const da = (a[i] ?? 0) - meanA;
    const db = (b[i] ?? 0) - meanB;
    ab += da * db;
    aa += da * da;
    bb += db * db;
  }
  return aa === 0 || bb === 0 ? -1 : ab / Math.sqrt(aa * bb);
};

/** The scores an attacker's template matcher would use. */
export const SOLVERS = { exactCopy, correlation } as const;

/**
 * Template matching over the row the challenge discloses: the piece's opaque pixels against the
 * background at every x, the best-scoring x wins. What an attacker's script does in a few lines.
 */
export function matchOverRow(
  background: Raster,
  piece: Raster,
  pieceY: number,
  score: Score,
): number {
  const opaque: number[] = [];
  for (let i = 0; i < piece.width * piece.height; i++)
    if ((piece.pixels[i * 4 + 3] ?? 0) >= 250) opaque.push(i);
  const a = new Float64Array(opaque.length * 3);
  const b = new Float64Array(opaque.length * 3);
  // Where each opaque pixel falls on the background with the piece at x = 0.
  const at = Int32Array.from(
    opaque,
    (i) => ((pieceY + Math.floor(i / piece.width)) * background.width + (i % piece.width)) * 4,
  );
  opaque.forEach((i, k) => {
    for (let c = 0; c < 3; c++) a[k * 3 + c] = piece.pixels[i * 4 + c] ?? 0;
  });
  let best = { x: 0, score: -Infinity };
  for (let x = 0; x + piece.width <= background.width; x++) {
    for (let k = 0; k < at.length; k++)
      for (let c = 0; c < 3; c++) b[k * 3 + c] = background.pixels[(at[k] ?? 0) + x * 4 + c] ?? 0;
    const s = score(a, b);
    if (s > best.score) best = { x, score: s };
  }
  return best.x;
}
