import type { ElkExtendedEdge, ElkLabel, ElkNode, ElkPoint } from 'elkjs/lib/elk.bundled.js';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine } from 'xstate';

/** What a test run reached: state node ids and transition keys (as `machineStructure` names them). */
export interface DiagramCoverage {
  readonly states: ReadonlySet<string>;
  readonly transitions: ReadonlySet<string>;
}

interface TransitionView {
  readonly eventType: string;
  readonly target?: readonly StateView[];
  readonly guard?: unknown;
}

interface StateView {
  readonly id: string;
  readonly key: string;
  readonly type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  readonly parent?: StateView;
  readonly states: Readonly<Record<string, StateView>>;
  readonly initial?: { readonly target: readonly StateView[] };
  readonly transitions: ReadonlyMap<string, readonly TransitionView[]>;
  readonly always?: readonly TransitionView[];
  readonly invoke: readonly { readonly id: string; readonly src: unknown }[];
  readonly entry: readonly unknown[];
  readonly exit: readonly unknown[];
  readonly history?: 'shallow' | 'deep' | false;
}

/** One transition object of the machine, with the key coverage knows it by. */
interface Transition {
  readonly key: string;
  readonly source: StateView;
  readonly targets: readonly StateView[];
  readonly label: string;
}

type Mark = 'covered' | 'uncovered' | undefined;

const CHAR = 7; // px per character at 12px, generous so that text never spills out of its box
const TITLE_CHAR = 8; // the same for the 13px bold state titles
const LINE = 16;
const PAD = 10;
const MARKER = 14; // the initial-state dot
const SWATCH = 22; // room for the line drawn before a targetless transition's label
const COLOURS = {
  covered: '#1a7f37',
  uncovered: '#cf222e',
  neutral: '#57606a',
  text: '#1f2328',
} as const;

const LAYOUT = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.spacing.nodeNode': '36',
  'elk.layered.spacing.nodeNodeBetweenLayers': '44',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  // Labels always on the same side (right, going down) so each reads as belonging to the line at its left.
  'elk.layered.edgeLabels.sideSelection': 'ALWAYS_UP',
  // Global coordinates in the result: no summing of parent offsets when drawing.
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

/** Escapes the five XML specials, for text and attribute values alike. */
const xml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const num = (n: number): string => String(Math.round(n * 10) / 10);

const allStates = (node: StateView): StateView[] => [
  node,
  ...Object.values(node.states).flatMap(allStates),
];

const ancestors = (node: StateView): StateView[] =>
  node.parent ? [node.parent, ...ancestors(node.parent)] : [];

const INLINE = 'xstate.invoke.'; // XState's made-up src for inline logic, followed by the generated invoke id

/** An invoked actor's name: its `src` when set up by name, else its id unless that too is made up. */
function actorName({ id, src }: StateView['invoke'][number]): string {
  if (typeof src !== 'string') return id;
  if (!src.startsWith(INLINE)) return src;
  return src === `${INLINE}${id}` ? 'inline actor' : id;
}

function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (
    typeof guard === 'object' &&
    guard !== null &&
    'type' in guard &&
    typeof guard.type === 'string'
  )
    return guard.type;
  return 'guard';
}

function eventLabel(
  eventType: string,
  source: StateView,
  actors: ReadonlyMap<string, string>,
): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor?.[1] && actor[2]) return `${actor[1]}: ${actors.get(actor[2]) ?? actor[2]}`;
  const after = 'xstate.after.';
  if (eventType.startsWith(after) && eventType.endsWith(`.${source.id}`)) {
    const delay = eventType.slice(after.length, -(source.id.length + 1));
    return `after ${/^\d+$/.test(delay) ? `${delay}ms` : delay}`;
  }
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType === '' ? 'always' : eventType;
}

/** Every transition of the machine, keyed exactly as `machineStructure` (replay-actor) keys them. */
function machineTransitions(states: readonly StateView[]): Transition[] {
  const actors = new Map(states.flatMap((s) => s.invoke.map((i) => [i.id, actorName(i)] as const)));
  const of = (
    source: StateView,
    eventType: string,
    list: readonly TransitionView[],
  ): Transition[] =>
    list.map((t, index) => {
      const guard = guardName(t.guard);
      const label = eventLabel(eventType, source, actors) + (guard ? ` [${guard}]` : '');
      return {
        key: `${source.id} ⟶ ${eventType || '(always)'} #${index}`,
        source,
        targets: t.target ?? [],
        label,
      };
    });
  return states.flatMap((s) => [
    ...[...s.transitions].flatMap(([eventType, list]) => of(s, eventType, list)),
    ...of(s, '', s.always ?? []),
  ]);
}

/** Listed inside the source's box rather than drawn as an edge: no target, or only itself. */
const isInternal = (t: Transition): boolean => t.targets.every((target) => target === t.source);

function actionNames(actions: readonly unknown[]): string[] {
  return actions.flatMap((a) => {
    const name =
      typeof a === 'string'
        ? a
        : typeof a === 'object' && a !== null && 'type' in a && typeof a.type === 'string'
          ? a.type
          : undefined;
    return name && !name.startsWith('xstate.') ? [name] : []; // built-ins (assign, the raise behind `after`) are noise here
  });
}

/** The text lines under a state's title: history kind, invoked actors, named entry/exit actions. */
const stateLines = (state: StateView): string[] => [
  ...(state.type === 'history' ? [`history (${state.history || 'shallow'})`] : []),
  ...state.invoke.map((i) => `invoke: ${actorName(i)}`),
  ...actionNames(state.entry).map((a) => `entry / ${a}`),
  ...actionNames(state.exit).map((a) => `exit / ${a}`),
];

const stayText = (t: Transition): string => `↺ ${t.label}`;

/** The box a state's title, lines and targetless transitions need. */
function headerSize(
  state: StateView,
  internal: readonly Transition[],
): { width: number; height: number } {
  const lines = stateLines(state);
  const widths = [
    state.key.length * TITLE_CHAR,
    ...lines.map((l) => l.length * CHAR),
    ...internal.map((t) => SWATCH + stayText(t).length * CHAR),
  ];
  return {
    width: Math.max(60, ...widths) + 2 * PAD,
    height: PAD + LINE + (lines.length + internal.length) * LINE + 4,
  };
}

/** Where ELK wants an edge declared: the nearest node containing both ends (ElkGraphUtil's rule). */
function edgeContainer(source: StateView, target: StateView): StateView | undefined {
  if (source.parent === target.parent) return source.parent;
  if (ancestors(target).includes(source)) return source;
  if (ancestors(source).includes(target)) return target;
  const above = ancestors(target);
  return ancestors(source).find((a) => above.includes(a));
}

/** The targetless transitions of each state (listed in its box). */
function staysByState(transitions: readonly Transition[]): Map<StateView, Transition[]> {
  const stays = new Map<StateView, Transition[]>();
  for (const t of transitions.filter(isInternal))
    stays.set(t.source, [...(stays.get(t.source) ?? []), t]);
  return stays;
}

/**
 * The ELK graph (ELK ids: state ids, and parenthesised ones for the rest), which transition each
 * ELK edge draws (none for initial arrows) and the initial-state dots.
 */
function buildGraph(
  root: StateView,
  transitions: readonly Transition[],
  stays: ReadonlyMap<StateView, readonly Transition[]>,
): { graph: ElkNode; edgeKeys: Map<string, string | undefined>; dots: Set<string> } {
  const graph: ElkNode = { id: '(diagram)', children: [], edges: [] };
  const dots = new Set<string>();
  const nodes = new Map<StateView | undefined, ElkNode>([[undefined, graph]]);
  const edgeKeys = new Map<string, string | undefined>();
  const order = new Map(allStates(root).map((s, i) => [s, i]));
  // Transitions down the document (as the machine is written) are kept pointing down the page.
  const addEdge = (
    container: StateView | undefined,
    from: string,
    to: string,
    forward: boolean,
    key?: string,
    label?: string,
  ) => {
    const id = `(edge ${edgeKeys.size})`;
    edgeKeys.set(id, key);
    const labels: ElkLabel[] = label
      ? [{ id: `${id}.label`, text: label, width: label.length * CHAR + 8, height: LINE }]
      : [];
    nodes.get(container)?.edges?.push({
      id,
      sources: [from],
      targets: [to],
      labels,
      layoutOptions: { 'elk.layered.priority.direction': forward ? '10' : '0' },
    });
  };

  const addState = (state: StateView, into: ElkNode) => {
    const header = headerSize(state, stays.get(state) ?? []);
    const children = Object.values(state.states);
    const node: ElkNode =
      children.length === 0
        ? { id: state.id, width: header.width, height: header.height + PAD / 2 }
        : {
            id: state.id,
            children: [],
            edges: [],
            layoutOptions: {
              'elk.padding': `[top=${header.height + 10},left=16,bottom=16,right=16]`,
              'elk.nodeSize.constraints': 'MINIMUM_SIZE',
              'elk.nodeSize.minimum': `(${header.width},${header.height + 40})`,
            },
          };
    into.children?.push(node);
    nodes.set(state, node);
    if (state.type === 'compound' && state.initial) {
      const dot = `(initial ${state.id})`;
      dots.add(dot);
      node.children?.push({ id: dot, width: MARKER, height: MARKER });
      for (const target of state.initial.target) addEdge(state, dot, target.id, true);
    }
    for (const child of children) addState(child, node);
  };
  addState(root, graph);

  for (const t of transitions) {
    for (const target of isInternal(t) ? [] : t.targets.filter((target) => target !== t.source)) {
      const forward = (order.get(target) ?? 0) > (order.get(t.source) ?? 0);
      addEdge(edgeContainer(t.source, target), t.source.id, target.id, forward, t.key, t.label);
    }
  }
  return { graph, edgeKeys, dots };
}

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
  state: StateView,
  box: ElkNode,
  coverage: DiagramCoverage | undefined,
  internal: readonly Transition[],
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
  states: readonly StateView[],
  transitions: readonly Transition[],
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

/** Draws the machine as a standalone SVG statechart, marking what `coverage` reached when given. */
export async function machineDiagram(
  machine: AnyStateMachine,
  coverage?: DiagramCoverage,
  options?: { title?: string },
): Promise<string> {
  const root = machine.root as unknown as StateView;
  const states = allStates(root);
  const transitions = machineTransitions(states);
  const stays = staysByState(transitions);
  const { graph, edgeKeys, dots } = buildGraph(root, transitions, stays);
  const laid = await new ELK().layout(graph, { layoutOptions: LAYOUT });
  const boxes = flatten(laid);

  const title = options?.title ?? machine.id;
  const counts = coverage && coverageCounts(states, transitions, coverage);
  const margin = 16;
  const top = counts ? 72 : 48;
  const width = Math.max(
    (laid.width ?? 0) + 2 * margin,
    title.length * 11 + 2 * margin,
    counts ? counts.length * CHAR + 260 : 0, // the legend's swatches follow the counts
  );
  const height = (laid.height ?? 0) + top + margin;

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
