import { encodePng } from './png.ts';
import { drawCopy, drawHole, drawPiece, lookOf } from './puzzle-parts.ts';
import { paintScene, warp } from './puzzle-scene.ts';
import { type ExtraKnob, KNOB_SIDES, type KnobSide, shapeOf } from './puzzle-shapes.ts';
import { type Draws, seeded } from './seeded.ts';

export const PUZZLE = { width: 300, height: 150, piece: 46 } as const;

/** Where the gap may be: never under the piece where it starts (x = 0), never off the edge. */
export const GAP_RANGE = { min: PUZZLE.piece + 10, max: PUZZLE.width - PUZZLE.piece - 2 } as const;

/** Decoys on the piece's row: holes the piece lies in but does not fill, copies of its picture. */
const DECOYS = { holes: 2, copies: 1 } as const;

export interface Layout {
  readonly side: KnobSide;
  readonly holes: readonly { readonly x: number; readonly extra?: ExtraKnob }[];
  readonly copies: readonly number[];
}

/**
 * Up to `count` x positions in the gap's range clear of every position taken (fewer when
 * crowded): a script that knows the range still meets the decoys in it.
 */
function place(random: Draws, taken: readonly number[], count: number) {
  const placed: number[] = [];
  for (let tries = 0; placed.length < count && tries < 200; tries++) {
    const x = random.int(GAP_RANGE.min, GAP_RANGE.max);
    if ([...taken, ...placed].every((t) => Math.abs(t - x) >= PUZZLE.piece + 4)) placed.push(x);
  }
  return placed;
}

/** A decoy's extra knob goes up or down, so neighbours on the row stay one piece apart. */
const EXTRA_KNOBS: Record<KnobSide, readonly ExtraKnob[]> = {
  right: ['before', 'after'],
  left: ['before', 'after'],
  top: ['opposite'],
  bottom: ['opposite'],
};

/** Where a challenge's decoys go (from its seed, apart from the picture's own draws). */
export function puzzleLayout(seed: number, answer: number): Layout {
  const random = seeded(seed ^ 0x5bd1e995);
  const side = random.pick(KNOB_SIDES);
  // The copy first: it is what a template matcher takes for the gap, so it must find room.
  const copies = place(random, [answer], DECOYS.copies);
  const extras = EXTRA_KNOBS[side];
  const turn = random.int(0, extras.length);
  const decoys = place(random, [answer, ...copies], DECOYS.holes);
  const holes = [
    { x: answer },
    ...decoys.map((x, i) => ({ x, extra: extras[(i + turn) % extras.length] })),
  ];
  return { side, holes, copies };
}

/**
 * A slider puzzle: a background with the gap at (x, y), decoy gaps (the piece's shape with a knob
 * more) and a decoy copy of the piece's picture on the same row, and the piece. Only the server
 * knows x.
 */
export function drawPuzzle(
  seed: number,
  x: number,
  y: number,
): { background: Buffer; piece: Buffer } {
  const random = seeded(seed);
  const scene = paintScene(PUZZLE.width, PUZZLE.height, random);
  const plan = puzzleLayout(seed, x);
  const shape = shapeOf(PUZZLE.piece, plan.side);
  const look = lookOf(random);
  const piece = drawPiece(scene, x, y, shape, look);
  const background = warp(scene, random);
  for (const to of plan.copies) drawCopy(background, scene, { from: x, to, y }, shape, look);
  for (const hole of plan.holes)
    drawHole(background, hole.x, y, shapeOf(PUZZLE.piece, plan.side, hole.extra), random);
  return { background: encodePng(background), piece: encodePng(piece) };
}
