import { crc32, deflateSync } from 'node:zlib';

/** An RGBA image in memory. */
export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8ClampedArray;
}

export const createRaster = (width: number, height: number): Raster => ({
  width,
  height,
  pixels: new Uint8ClampedArray(width * height * 4),
});

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** Encodes a raster as a PNG (8-bit RGBA, no filtering): enough for generated challenge images. */
export function encodePng(raster: Raster): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(raster.width, 0);
  header.writeUInt32BE(raster.height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const stride = raster.width * 4;
  const rows = Buffer.alloc((stride + 1) * raster.height);
  for (let y = 0; y < raster.height; y++) {
    rows[y * (stride + 1)] = 0;
    rows.set(raster.pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
