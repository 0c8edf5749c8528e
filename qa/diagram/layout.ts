import type { ElkLabel, ElkNode } from 'elkjs/lib/elk.bundled.js';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

import { chartStates } from '../structure';
import { isInternal, type LabelledTransition, stateLines, stayText } from './labels';

export const CHAR = 7; // px per character at 12px, generous so that text never spills out of its box
const TITLE_CHAR = 8; // the same for the 13px bold state titles
export const LINE = 16;
export const PAD = 10;
export const MARKER = 14; // the initial-state dot
export const SWATCH = 22; // room for the line drawn before a targetless transition's label

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

/** The laid-out chart: boxes and routes in one coordinate space, and what each ELK id stands for. */
export interface ChartLayout {
  readonly graph: ElkNode;
  /** The transition key each ELK edge draws (undefined for the arrows from initial dots). */
  readonly edgeKeys: ReadonlyMap<string, string | undefined>;
  /** The ELK ids of the initial-state dots. */
  readonly dots: ReadonlySet<string>;
}

const ancestors = (node: AnyStateNode): AnyStateNode[] =>
  node.parent ? [node.parent, ...ancestors(node.parent)] : [];

/** The box a state's title, lines and targetless transitions need. */
function headerSize(
  state: AnyStateNode,
  internal: readonly LabelledTransition[],
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
function edgeContainer(source: AnyStateNode, target: AnyStateNode): AnyStateNode | undefined {
  if (source.parent === target.parent) return source.parent;
  if (ancestors(target).includes(source)) return source;
  if (ancestors(source).includes(target)) return target;
  const above = ancestors(target);
  return ancestors(source).find((a) => above.includes(a));
}

/**
 * Lays the chart out with ELK (ids: state ids, and parenthesised ones for the rest): states as
 * nested boxes sized for their text, transitions with a target as labelled edges, an initial dot
 * and arrow in each compound state.
 */
export async function layoutChart(
  machine: AnyStateMachine,
  transitions: readonly LabelledTransition[],
  stays: ReadonlyMap<AnyStateNode, readonly LabelledTransition[]>,
): Promise<ChartLayout> {
  const graph: ElkNode = { id: '(diagram)', children: [], edges: [] };
  const dots = new Set<string>();
  const nodes = new Map<AnyStateNode | undefined, ElkNode>([[undefined, graph]]);
  const edgeKeys = new Map<string, string | undefined>();
  const order = new Map(chartStates(machine).map((s, i) => [s, i]));
  // Transitions down the document (as the machine is written) are kept pointing down the page.
  const addEdge = (
    container: AnyStateNode | undefined,
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

  const addState = (state: AnyStateNode, into: ElkNode) => {
    const header = headerSize(state, stays.get(state) ?? []);
    const children = Object.values<AnyStateNode>(state.states);
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
  addState(machine.root, graph);

  for (const t of transitions) {
    for (const target of isInternal(t) ? [] : t.targets.filter((target) => target !== t.source)) {
      const forward = (order.get(target) ?? 0) > (order.get(t.source) ?? 0);
      addEdge(edgeContainer(t.source, target), t.source.id, target.id, forward, t.key, t.label);
    }
  }
  return { graph: await new ELK().layout(graph, { layoutOptions: LAYOUT }), edgeKeys, dots };
}
