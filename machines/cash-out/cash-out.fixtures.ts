import { catalogueEntry } from '../../qa/catalogue-entry';
import { cashOutMachine } from './cash-out.machine';

/** Cashing out a bet as QA plays it: sold at once, after a value change, refused, failed. */
export const cashOutEntry = catalogueEntry({
  id: 'cashOut',
  description:
    'Cash-out of one bet: its value asked, confirmed and sold; a changed value asked again; a bet that cannot be sold says why.',
  machine: cashOutMachine,
  inputs: [{ betId: 42 }],
  fixtures: {
    events: {},
    actors: {
      quote: {
        done: [
          { status: 'available', value: '9.50' },
          { status: 'unavailable', reason: 'suspended', selection: 0 },
        ],
        error: [{ code: 'error_bet_not_yours', message: 'HTTP 403' }],
      },
      sell: {
        done: [
          { sold: true, amount: '9.50' },
          { sold: false, value: '9.20' },
        ],
        error: [{ code: 'error_bet_not_open', message: 'HTTP 409' }],
      },
    },
  },
});
