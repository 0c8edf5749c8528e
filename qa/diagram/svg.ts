import type { ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk.bundled.js';
import type { AnyStateNode } from 'xstate';

import { type LabelledTransition, stateLines, stayText } from './labels';
import { CHAR, type ChartLayout, LINE, MARKER, PAD, SWATCH } from './layout';

/** What a test run reached: state node ids and transition keys (as `machineStructure` names them). */
export interface DiagramCoverage {
  readonly states: ReadonlySet<string>;
  readonly transitions: ReadonlySet<string>;
}

type Mark = 'covered' | 'uncovered' | undefined;

const COLOURS = {
  covered: '#1a7f37',
  uncovered: '#cf222e',
  neutral: '#57606a',
  text: '#1f2328',
} as const;

/** Escapes the five XML specials, for text and attribute values alike. */
const xml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const num = (n: number): string => String(Math.round(n * 10) / 10);

const markOf = (set: ReadonlySet<string> | undefined, id: string): Mark =>
  set ? (set.has(id) ? 'covered' : 'uncovered') : undefined;
const strokeOf = (mark: Mark): string => (mark ? COLOURS[mark] : COLOURS.neutral);
const dashOf = (mark: Mark): string => (mark === 'uncovered' ? ' stroke-dasharray="6 4"' : '');
const classOf = (base: string, mark: Mark): string => (mark ? `${base} ${mark}` : base);

const flatten = (node: ElkNode): ElkNode[] => [node, ...(node.children ?? []).flatMap(flatten)];

function edgePath(edge: ElkExtendedEdge): string {
  const points = (edge.sections ?? []).flatMap((s): ElkPoint[] => [
    s.startPoint,
    ...(s.bendPoints ?? []),
    s.endPoint,
  ]);
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${num(p.x)},${num(p.y)}`).join(' ');
}

function drawState(
  state: AnyStateNode,
  box: ElkNode,
  coverage: DiagramCoverage | undefined,
  internal: readonly LabelledTransition[],
): string {
  const { x = 0, y = 0, width = 0, height = 0 } = box;
  const mark = markOf(coverage?.states, state.id);
  const region = state.parent?.type === 'parallel' ? ' stroke-dasharray="8 4"' : '';
  const fill = Object.keys(state.states).length > 0 ? '#f6f8fa' : '#ffffff';
  const rect = (inset: number) =>
    `<rect x="${num(x + inset)}" y="${num(y + inset)}" width="${num(width - 2 * inset)}" height="${num(height - 2 * inset)}" rx="${8 - inset}" fill="${inset ? 'none' : fill}" stroke="${strokeOf(mark)}" stroke-width="${mark ? 2 : 1.2}"${region}/>`;
  const baseline = (row: number) => y + PAD + (row + 1) * LINE - 4;
  const text = (row: number, content: string, attributes: string, indent = 0) =>
    `<text x="${num(x + PAD + indent)}" y="${num(baseline(row))}"${attributes}>${xml(content)}</text>`;
  const lines = stateLines(state);
  const stays = internal.map((t, i) => {
    const row = lines.length + i + 1;
    const tMark = markOf(coverage?.transitions, t.key);
    const lineY = num(baseline(row) - 4);
    return (
      `<g class="${classOf('transition internal', tMark)}" data-transition="${xml(t.key)}">` +
      `<line x1="${num(x + PAD)}" y1="${lineY}" x2="${num(x + PAD + 16)}" y2="${lineY}" stroke="${strokeOf(tMark)}" stroke-width="2"${dashOf(tMark)}/>` +
      text(row, stayText(t), ` fill="${tMark ? COLOURS[tMark] : COLOURS.text}"`, SWATCH) +
      `</g>`
    );
  });
  return [
    `<g class="${classOf(`state ${state.type}`, mark)}" data-state="${xml(state.id)}">`,
    rect(0),
    state.type === 'final' ? rect(4) : '',
    text(0, state.key, ' font-weight="bold" font-size="13"'),
    ...lines.map((l, i) => text(i + 1, l, ` fill="${COLOURS.neutral}"`)),
    ...stays,
    `</g>`,
  ].join('');
}

function drawEdge(edge: ElkExtendedEdge, mark: Mark): string {
  const labels = (edge.labels ?? []).map(
    ({ x = 0, y = 0, width = 0, height = 0, text = '' }) =>
      `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" rx="3" fill="#ffffff" fill-opacity="0.85"/>` +
      `<text x="${num(x + 4)}" y="${num(y + height - 4)}" fill="${mark ? COLOURS[mark] : COLOURS.text}">${xml(text)}</text>`,
  );
  const stroke = `stroke="${strokeOf(mark)}" stroke-width="${mark === 'covered' ? 2 : 1.4}"${dashOf(mark)}`;
  return `<path d="${edgePath(edge)}" fill="none" ${stroke} marker-end="url(#arrow-${mark ?? 'neutral'})"/>${labels.join('')}`;
}

const arrowHead = (name: string, colour: string): string =>
  `<marker id="arrow-${name}" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="10" markerHeight="10" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${colour}"/></marker>`;

/** The coverage counts line, e.g. `states 12/12 · transitions 25/25 covered`. */
function coverageCounts(
  states: readonly AnyStateNode[],
  transitions: readonly LabelledTransition[],
  coverage: DiagramCoverage,
): string {
  const count = (ids: readonly string[], reached: ReadonlySet<string>) =>
    `${ids.filter((id) => reached.has(id)).length}/${ids.length}`;
  return `states ${count(
    states.map((s) => s.id),
    coverage.states,
  )} · transitions ${count(
    transitions.map((t) => t.key),
    coverage.transitions,
  )} covered`;
}

function legend(counts: string): string {
  const at = 16 + counts.length * CHAR + 24;
  const swatch = (x: number, mark: 'covered' | 'uncovered') =>
    `<line x1="${x}" y1="46" x2="${x + 24}" y2="46" stroke="${COLOURS[mark]}" stroke-width="2"${dashOf(mark)}/><text x="${x + 30}" y="50">${mark}</text>`;
  return `<g class="legend"><text class="counts" x="16" y="50">${xml(counts)}</text>${swatch(at, 'covered')}${swatch(at + 110, 'uncovered')}</g>`;
}

/** What the SVG shows: the chart, where ELK put it, and the coverage to mark when given. */
export interface DiagramContent {
  readonly title: string;
  readonly states: readonly AnyStateNode[];
  readonly transitions: readonly LabelledTransition[];
  readonly stays: ReadonlyMap<AnyStateNode, readonly LabelledTransition[]>;
  readonly layout: ChartLayout;
  readonly coverage?: DiagramCoverage | undefined;
}

/** Renders a laid-out chart as a standalone SVG document. */
export function drawDiagram({
  title,
  states,
  transitions,
  stays,
  layout,
  coverage,
}: DiagramContent): string {
  const { graph, edgeKeys, dots } = layout;
  const boxes = flatten(graph);
  const counts = coverage && coverageCounts(states, transitions, coverage);
  const margin = 16;
  const top = counts ? 72 : 48;
  const width = Math.max(
    (graph.width ?? 0) + 2 * margin,
    title.length * 11 + 2 * margin,
    counts ? counts.length * CHAR + 260 : 0, // the legend's swatches follow the counts
  );
  const height = (graph.height ?? 0) + top + margin;

  const byId = new Map(boxes.map((n) => [n.id, n]));
  const drawnStates = states.map((s) => {
    const box = byId.get(s.id);
    return box ? drawState(s, box, coverage, stays.get(s) ?? []) : '';
  });
  const initialDots = boxes
    .filter((n) => dots.has(n.id))
    .map(
      (n) =>
        `<circle class="initial" cx="${num((n.x ?? 0) + MARKER / 2)}" cy="${num((n.y ?? 0) + MARKER / 2)}" r="${MARKER / 2 - 2}" fill="${COLOURS.text}"/>`,
    );
  const initialArrows: string[] = [];
  const pathsByKey = new Map<string, string[]>();
  for (const edge of boxes.flatMap((n) => n.edges ?? [])) {
    const key = edgeKeys.get(edge.id);
    if (key === undefined) {
      initialArrows.push(
        `<path class="initial" d="${edgePath(edge)}" fill="none" stroke="${COLOURS.text}" stroke-width="1.2" marker-end="url(#arrow-initial)"/>`,
      );
    } else {
      pathsByKey.set(key, [
        ...(pathsByKey.get(key) ?? []),
        drawEdge(edge, markOf(coverage?.transitions, key)),
      ]);
    }
  }
  // One group per transition: one to several targets is several paths in the same group.
  const drawnEdges = [...pathsByKey].map(
    ([key, paths]) =>
      `<g class="${classOf('transition', markOf(coverage?.transitions, key))}" data-transition="${xml(key)}">${paths.join('')}</g>`,
  );

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(width)} ${num(height)}" width="${num(width)}" height="${num(height)}" font-family="system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif" font-size="12" fill="${COLOURS.text}">`,
    `<title>${xml(title)}</title>`,
    `<defs>${arrowHead('neutral', COLOURS.neutral)}${arrowHead('covered', COLOURS.covered)}${arrowHead('uncovered', COLOURS.uncovered)}${arrowHead('initial', COLOURS.text)}</defs>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text class="title" x="16" y="28" font-size="18" font-weight="bold">${xml(title)}</text>`,
    counts ? legend(counts) : '',
    `<g transform="translate(${margin},${top})">`,
    ...drawnStates,
    ...initialDots,
    ...initialArrows,
    ...drawnEdges,
    `</g>`,
    `</svg>`,
  ].join('\n');
}
