import { createRaster, type Raster } from './png.ts';
import type { Draws } from './seeded.ts';

export type Rgb = readonly [number, number, number];

/** The picture the puzzle is cut from: a gradient, overlapping blobs and rings, and grain. */
export function paintScene(width: number, height: number, random: Draws): Raster {
  const scene = createRaster(width, height);
  const color = (): Rgb => [random.int(40, 220), random.int(40, 220), random.int(40, 220)];
  const [a, b] = [color(), color()];
  const blobs = Array.from({ length: 14 }, () => ({
    x: random.int(0, width),
    y: random.int(0, height),
    r: random.int(10, 44),
    ring: random.real(0, 1) < 0.3,
    c: color(),
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x + y) / (width + height);
      let rgb: Rgb | undefined;
      // The last blob drawn over this pixel wins (squared distances: this runs per pixel).
      for (const blob of blobs) {
        const d2 = (x - blob.x) ** 2 + (y - blob.y) ** 2;
        if (blob.ring ? d2 > (blob.r - 3) ** 2 && d2 < (blob.r + 3) ** 2 : d2 < blob.r ** 2)
          rgb = blob.c;
      }
      const grain = random.int(-6, 7);
      const i = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) {
        const [from, to] = [a[c] ?? 0, b[c] ?? 0];
        scene.pixels[i + c] = (rgb?.[c] ?? from + (to - from) * t) + grain;
      }
      scene.pixels[i + 3] = 255;
    }
  }
  return scene;
}

/**
 * The scene as the background shows it: each row shifted along a wave and fresh grain on top, so
 * no patch of the background is the same pixels as the piece cut from the unwarped scene.
 */
export function warp(scene: Raster, random: Draws): Raster {
  const out = createRaster(scene.width, scene.height);
  const [amplitude, period, phase] = [random.real(1.5, 3), random.real(12, 24), random.real(0, 7)];
  for (let y = 0; y < scene.height; y++) {
    const shift = Math.round(amplitude * Math.sin(y / period + phase));
    for (let x = 0; x < scene.width; x++) {
      const from = (y * scene.width + Math.min(scene.width - 1, Math.max(0, x + shift))) * 4;
      const grain = random.int(-5, 6);
      for (let c = 0; c < 3; c++)
        out.pixels[(y * scene.width + x) * 4 + c] = (scene.pixels[from + c] ?? 0) + grain;
      out.pixels[(y * scene.width + x) * 4 + 3] = 255;
    }
  }
  return out;
}
