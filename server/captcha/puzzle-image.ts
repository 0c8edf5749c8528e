import { createRaster, encodePng, type Raster } from './png.ts';

export const PUZZLE = { width: 300, height: 150, piece: 46 } as const;

type Rgb = [number, number, number];

/** mulberry32: a small seeded generator, so a challenge's images can be drawn again from its seed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (min: number, max: number) => min + Math.floor(next() * (max - min));
}

/** Random background: a gradient, blobs and noise, so the gap is only found by looking. */
function paintBackground(raster: Raster, random: ReturnType<typeof seeded>) {
  const randomColor = (): Rgb => [random(40, 220), random(40, 220), random(40, 220)];
  const [a, b] = [randomColor(), randomColor()];
  const blobs = Array.from({ length: 9 }, () => ({
    x: random(0, raster.width),
    y: random(0, raster.height),
    r: random(12, 48),
    c: randomColor(),
  }));
  for (let y = 0; y < raster.height; y++) {
    for (let x = 0; x < raster.width; x++) {
      const t = (x + y) / (raster.width + raster.height);
      let rgb: Rgb = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
      for (const blob of blobs)
        if ((x - blob.x) ** 2 + (y - blob.y) ** 2 < blob.r ** 2) rgb = blob.c;
      const noise = random(-6, 7);
      const i = (y * raster.width + x) * 4;
      raster.pixels.set([rgb[0] + noise, rgb[1] + noise, rgb[2] + noise, 255], i);
    }
  }
}

/** The piece: a square with a round knob on its right side. */
function inPiece(dx: number, dy: number, size: number): boolean {
  const body = size - 10;
  const inBody = dx >= 0 && dy >= 0 && dx < body && dy < size;
  const knob = (dx - body) ** 2 + (dy - size / 2) ** 2 < 8 ** 2;
  return inBody || knob;
}

/**
 * A slider puzzle: the background with a darkened gap at (x, y), and the piece cut from the same
 * spot. Only the server knows x; the client moves the piece until it fits.
 */
export function drawPuzzle(
  seed: number,
  x: number,
  y: number,
): { background: Buffer; piece: Buffer } {
  const { width, height, piece: size } = PUZZLE;
  const background = createRaster(width, height);
  paintBackground(background, seeded(seed));
  const piece = createRaster(size, size);
  for (let dy = 0; dy < size; dy++) {
    for (let dx = 0; dx < size; dx++) {
      if (!inPiece(dx, dy, size)) continue;
      const from = ((y + dy) * width + (x + dx)) * 4;
      const to = (dy * size + dx) * 4;
      piece.pixels.set(background.pixels.subarray(from, from + 4), to);
      const edge =
        !inPiece(dx - 2, dy, size) ||
        !inPiece(dx + 2, dy, size) ||
        !inPiece(dx, dy - 2, size) ||
        !inPiece(dx, dy + 2, size);
      if (edge) piece.pixels.set([255, 255, 255, 255], to);
      for (let c = 0; c < 3; c++)
        background.pixels[from + c] = (background.pixels[from + c] ?? 0) * 0.35;
    }
  }
  return { background: encodePng(background), piece: encodePng(piece) };
}
