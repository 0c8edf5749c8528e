import type { AnyEventObject, MachineContext } from 'xstate';

import { mask } from '@qa/recording/mask';
import { addInspector } from '@/lib/machines/inspection';

/**
 * Development only: sends every flow actor's inspection events to `npm run inspect`'s local relay
 * (`?inspect=ws`, works offline) or to the hosted Stately inspector (`?inspect=stately`, needs the
 * internet and a pop-up). Personal data is masked before it leaves the page, as in QA recordings.
 */
export async function startInspector(
  request: { kind: 'ws'; port: number } | { kind: 'stately' },
): Promise<void> {
  const { createBrowserInspector, createWebSocketInspector } = await import('@statelyai/inspect');
  const sanitize = {
    sanitizeEvent: (event: AnyEventObject) => mask(event) as AnyEventObject,
    sanitizeContext: (context: MachineContext) => mask(context) as MachineContext,
  };
  const inspector =
    request.kind === 'ws'
      ? createWebSocketInspector({ url: `ws://localhost:${request.port}`, ...sanitize })
      : createBrowserInspector(sanitize);
  addInspector(inspector.inspect);
}
