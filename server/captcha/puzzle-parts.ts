import { createRaster, type Raster } from './png.ts';
import { coverage, type Shape } from './puzzle-shapes.ts';
import type { Draws } from './seeded.ts';

const at = (raster: Raster, x: number, y: number) => (y * raster.width + x) * 4;

/** The colour change and grain the piece (and its decoy copies) get, fixed per challenge. */
export interface Look {
  /** The scene's pixel at (x, y) as the piece shows it: RGB, unclamped. */
  tint(scene: Raster, x: number, y: number): [number, number, number];
}

export function lookOf(random: Draws): Look {
  const gain = [random.real(0.85, 1.15), random.real(0.85, 1.15), random.real(0.85, 1.15)];
  const bias = random.real(-14, 14);
  const channel = (scene: Raster, i: number, c: number) =>
    (scene.pixels[i + c] ?? 0) * (gain[c] ?? 1) + bias + random.int(-8, 9);
  return {
    tint: (scene, x, y) => {
      const i = at(scene, x, y);
      return [channel(scene, i, 0), channel(scene, i, 1), channel(scene, i, 2)];
    },
  };
}

/**
 * The piece is not a copy of any pixels the background shows: it is cut from the unwarped scene
 * at (x, y), tinted and grained, lit on its rim and outlined, with a soft alpha edge.
 */
export function drawPiece(scene: Raster, x: number, y: number, shape: Shape, look: Look): Raster {
  const size = shape.box;
  const piece = createRaster(size, size);
  for (let dy = 0; dy < size; dy++) {
    for (let dx = 0; dx < size; dx++) {
      const d = shape.distance[dy * size + dx] ?? 1;
      if (d >= 0.5) continue;
      const light = 70 * (shape.light[dy * size + dx] ?? 0);
      const outline = d > -1.5 ? 0.55 : 0;
      const rgb = look.tint(scene, x + dx, y + dy).map((v) => v + light);
      piece.pixels.set(
        [...rgb.map((v) => v + (255 - v) * outline), 255 * coverage(d)],
        at(piece, dx, dy),
      );
    }
  }
  return piece;
}

/**
 * A decoy copy: the piece's picture (from `from`) laid into the background at `to`, faded in and
 * out over a few pixels either side of the piece's edge so its outline does not show.
 */
export function drawCopy(
  background: Raster,
  scene: Raster,
  place: { from: number; to: number; y: number },
  shape: Shape,
  look: Look,
): void {
  const size = shape.box;
  for (let dy = 0; dy < size; dy++) {
    for (let dx = 0; dx < size; dx++) {
      const fade = Math.min(1, Math.max(0, (2 - (shape.distance[dy * size + dx] ?? 1)) / 6));
      if (fade === 0) continue;
      const rgb = look.tint(scene, place.from + dx, place.y + dy);
      const i = at(background, place.to + dx, place.y + dy);
      for (let c = 0; c < 3; c++)
        background.pixels[i + c] =
          (background.pixels[i + c] ?? 0) * (1 - fade) + (rgb[c] ?? 0) * fade;
    }
  }
}

/**
 * A hole: the picture inside flattened to its average and darkened, its bottom-right wall lit,
 * so what shows is the outline a player fits the piece to, not pixels a script can match.
 */
export function drawHole(background: Raster, x: number, y: number, shape: Shape, random: Draws) {
  // Pixels of the shape on the image (a decoy's extra knob may reach past its edge).
  const inside: { k: number; i: number }[] = [];
  const sum = [0, 0, 0];
  shape.distance.forEach((d, k) => {
    const [px, py] = [
      x - shape.margin + (k % shape.box),
      y - shape.margin + Math.floor(k / shape.box),
    ];
    if (d >= 0.5 || px < 0 || py < 0 || px >= background.width || py >= background.height) return;
    const i = at(background, px, py);
    inside.push({ k, i });
    for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (background.pixels[i + c] ?? 0);
  });
  const mean = sum.map((s) => s / inside.length);
  // Each hole its own depth, so the darkest outline on the row is not always the gap.
  const depth = random.real(0.3, 0.5);
  for (const { k, i } of inside) {
    const wall = -60 * (shape.light[k] ?? 0);
    const grain = random.int(-6, 7);
    const cover = coverage(shape.distance[k] ?? 1);
    for (let c = 0; c < 3; c++) {
      const here = background.pixels[i + c] ?? 0;
      const shaded = (here * 0.15 + (mean[c] ?? 0) * 0.85) * depth + wall + grain;
      background.pixels[i + c] = here * (1 - cover) + shaded * cover;
    }
  }
}
