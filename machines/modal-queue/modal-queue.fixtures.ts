import { catalogueEntry } from '../../qa/catalogue-entry';
import { modalQueueMachine } from './modal-queue.machine';

/** The modal queue as QA plays it: two promo modals, the auto log-off warning over them, one that fails to load. */
export const modalQueueEntry = catalogueEntry({
  id: 'modalQueue',
  description:
    'Modals open one at a time in the order shown; one shown over opens on top at once; closing one opens the next queued.',
  machine: modalQueueMachine,
  // One finished record kept: enough to see closed and error statuses, few enough states to walk.
  inputs: [{ keepFinished: 1 }],
  fixtures: {
    events: {
      'modal.show': [
        { id: 'welcome-1', name: 'welcome', args: {} },
        { id: 'bonus-1', name: 'sport_bonus', args: { amount: 100 } },
        { id: 'warning-1', name: 'autoLogoffWarning', args: {}, over: true },
      ],
      'modal.close': [{ id: 'welcome-1' }, { id: 'bonus-1' }, { id: 'warning-1' }],
      'modal.failed': [
        {
          id: 'bonus-1',
          error: {
            code: 'error_modal_failed',
            message: 'Failed to fetch dynamically imported module',
          },
        },
      ],
    },
  },
});
