import type { AnyStateMachine } from 'xstate';

import { chartStates } from '../structure';
import { labelledTransitions, staysByState } from './labels';
import { layoutChart } from './layout';
import { type DiagramCoverage, drawDiagram } from './svg';

/**
 * Draws the machine as a standalone SVG statechart, marking what `coverage` reached when given:
 * the chart's structure (`qa/structure.ts`, shared with coverage) labelled (`labels.ts`), laid out
 * by ELK (`layout.ts`) and rendered (`svg.ts`).
 */
export async function machineDiagram(
  machine: AnyStateMachine,
  coverage?: DiagramCoverage,
  options?: { title?: string },
): Promise<string> {
  const transitions = labelledTransitions(machine);
  const stays = staysByState(transitions);
  return drawDiagram({
    title: options?.title ?? machine.id,
    states: chartStates(machine),
    transitions,
    stays,
    layout: await layoutChart(machine, transitions, stays),
    coverage,
  });
}
