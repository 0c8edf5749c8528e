import { useSelector } from '@xstate/react';
import { type ReactNode, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import {
  modalQueueMachine,
  type ModalRecord,
  ModalStatus,
} from '@machines/modal-queue/modal-queue.machine';
import { Dialog } from '@/components/ui/dialog';
import { logger } from '@/lib/logger';
import { useFlowActor } from '@/lib/machines/use-flow-actor';

import { ModalBoundary } from './modal-boundary';
import type { ModalDefinition, ModalRegistry } from './modal-registry';
import { type Modals, ModalsContext } from './modals-context';

/** Finished records kept for QA and the inspector; live ones are never dropped. */
const KEEP_FINISHED = 10;

const queueMachine = modalQueueMachine.provide({
  actions: {
    logFailure: ({ event }) => logger.error('a modal could not open and was closed', event),
  },
});

const isLive = (r: ModalRecord) => r.status === ModalStatus.queued || r.status === ModalStatus.open;
const sameRecords = (a: readonly ModalRecord[], b: readonly ModalRecord[]) =>
  a.length === b.length && a.every((r, i) => r === b[i]);

interface OpenModalProps {
  readonly record: ModalRecord;
  readonly definition: ModalDefinition | undefined;
  readonly onDismiss: () => void;
  readonly onFail: (error: unknown) => void;
}

function OpenModal({ record, definition, onDismiss, onFail }: OpenModalProps) {
  const { t } = useTranslation('common');
  useEffect(() => {
    if (!definition) onFail(new Error(`no modal named "${record.name}" is registered`));
  }, [definition, onFail, record.name]);
  if (!definition) return null;
  const Body = definition.component;
  return (
    <ModalBoundary onError={onFail}>
      <Suspense fallback={null}>
        <Dialog
          open
          title={definition.title(t, record.args)}
          onClose={onDismiss}
          closeLabel={t('close')}
          escapeCloses={definition.dismiss?.escape ?? true}
          outsideClickCloses={definition.dismiss?.outsideClick ?? false}
        >
          <Body id={record.id} args={record.args} close={onDismiss} />
        </Dialog>
      </Suspense>
    </ModalBoundary>
  );
}

/**
 * The app's one modal queue: runs the modal-queue machine, gives `useModals()` to everything
 * below, and shows each open modal from the registry in the shared dialog. A modal that fails to
 * load or render is logged and closed, and the next one opens.
 */
export function ModalHost({
  registry,
  children,
}: {
  registry: ModalRegistry;
  children: ReactNode;
}) {
  const actor = useFlowActor(queueMachine, { input: { keepFinished: KEEP_FINISHED } });
  const open = useSelector(
    actor,
    (s) => s.context.records.filter((r) => r.status === ModalStatus.open),
    sameRecords,
  );
  const onClose = useRef(new Map<string, () => void>());
  const counter = useRef(0);

  useEffect(() => {
    const sub = actor.subscribe(({ context }) => {
      for (const [id, callback] of onClose.current) {
        const record = context.records.find((r) => r.id === id);
        if (record && isLive(record)) continue;
        onClose.current.delete(id);
        callback();
      }
    });
    return () => sub.unsubscribe();
  }, [actor]);

  const modals = useMemo<Modals>(
    () => ({
      show(name, args = {}, { over = false, onClose: callback } = {}) {
        counter.current += 1;
        const id = `${name}-${counter.current}`;
        if (callback) onClose.current.set(id, callback);
        actor.send({ type: 'modal.show', id, name, args, over });
        return id;
      },
      close(id) {
        // The opener took it away itself: its onClose is for endings it did not cause.
        onClose.current.delete(id);
        actor.send({ type: 'modal.close', id });
      },
    }),
    [actor],
  );

  return (
    <ModalsContext value={modals}>
      {children}
      {open.map((record) => (
        <OpenModal
          key={record.id}
          record={record}
          definition={registry[record.name]}
          onDismiss={() => actor.send({ type: 'modal.close', id: record.id })}
          onFail={(error: unknown) =>
            actor.send({
              type: 'modal.failed',
              id: record.id,
              error: {
                code: 'error_modal_failed',
                message: error instanceof Error ? error.message : String(error),
              },
            })
          }
        />
      ))}
    </ModalsContext>
  );
}
