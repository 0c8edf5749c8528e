/** Which side of the square the round knob sticks out of: the piece has one, each decoy another. */
export type KnobSide = 'right' | 'left' | 'top' | 'bottom';
export const KNOB_SIDES: readonly KnobSide[] = ['right', 'left', 'top', 'bottom'];

const KNOB_RADIUS = 8;
/** The knob sticks out this far past the square, and the square is that much narrower. */
const KNOB_ROOM = 10;
/** How deep (px) inside the edge the rim light reaches. */
const RIM = 4;
/** Room around a decoy's box for its extra knob. */
export const EXTRA_ROOM = KNOB_RADIUS + 2;

/**
 * A second knob a decoy hole has besides the piece's own (on the square's other sides, seen from
 * the piece's knob): the piece lies inside such a hole, which only a look shows is not its own.
 */
export type ExtraKnob = 'opposite' | 'before' | 'after';

/** Signed distance (px) from a point to the edge of a shape in a size×size box: < 0 inside. */
function distanceTo(
  dx: number,
  dy: number,
  size: number,
  side: KnobSide,
  extra: ExtraKnob | undefined,
): number {
  // Drawn as a knob on the right, turned for the other sides.
  const [u, v] =
    side === 'right'
      ? [dx, dy]
      : side === 'left'
        ? [size - 1 - dx, dy]
        : side === 'top'
          ? [size - 1 - dy, dx]
          : [dy, dx];
  const body = size - KNOB_ROOM;
  const [cx, cy] = [(body - 1) / 2, (size - 1) / 2];
  const [qx, qy] = [Math.abs(u - cx) - body / 2, Math.abs(v - cy) - (size - 6) / 2];
  const square = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0);
  const knob = Math.hypot(u - (body - 1), v - cy) - KNOB_RADIUS;
  if (!extra) return Math.min(square, knob);
  const [top, bottom] = [cy - (size - 6) / 2, cy + (size - 6) / 2];
  const [ex, ey] = extra === 'opposite' ? [0, cy] : [cx, extra === 'before' ? top : bottom];
  return Math.min(square, knob, Math.hypot(u - ex, v - ey) - KNOB_RADIUS);
}

/** One shape, measured once per pixel of its box. */
export interface Shape {
  /** The box's side (px), and how far it reaches past the piece's box on every side. */
  readonly box: number;
  readonly margin: number;
  /** Signed distance to the edge, < 0 inside. */
  readonly distance: Float32Array;
  /**
   * Light from the top left: > 0 on rims facing it, < 0 on rims facing away, 0 deeper inside. A
   * raised piece is lit on its top-left rim, a hole on its bottom-right wall.
   */
  readonly light: Float32Array;
}

const shapes = new Map<string, Shape>();

/**
 * The shape with its knob on `side` (and a decoy's `extra` knob) for a size×size piece, measured
 * over its box (index by * box + bx; the piece's (0, 0) is the box's (margin, margin)).
 */
export function shapeOf(size: number, side: KnobSide, extra?: ExtraKnob): Shape {
  const key = `${size}:${side}:${extra ?? ''}`;
  let shape = shapes.get(key);
  if (shape) return shape;
  const margin = extra ? EXTRA_ROOM : 0;
  const box = size + 2 * margin;
  const at = (bx: number, by: number) => distanceTo(bx - margin, by - margin, size, side, extra);
  const distance = new Float32Array(box * box);
  const light = new Float32Array(box * box);
  for (let by = 0; by < box; by++) {
    for (let bx = 0; bx < box; bx++) {
      const d = at(bx, by);
      distance[by * box + bx] = d;
      if (d > 0 || d < -RIM) continue;
      const facing = at(bx - 1.5, by - 1.5) - at(bx + 1.5, by + 1.5);
      light[by * box + bx] = (facing / (3 * Math.SQRT2)) * (1 + d / RIM);
    }
  }
  shape = { box, margin, distance, light };
  shapes.set(key, shape);
  return shape;
}

/** How much of a pixel at `distance` from the edge the shape covers (0–1): an anti-aliased edge. */
export const coverage = (distance: number) => Math.min(1, Math.max(0, 0.5 - distance));
