import { catalogueEntry } from '../../qa/catalogue-entry';
import { paymentConsultantMachine } from './payment-consultant.machine';

const TOPICS = [
  { id: 'deposit_missing', payments: ['deposit'], needs_payment: true },
  { id: 'other', payments: ['deposit', 'withdrawal'], needs_payment: false },
] as const;
const DEPOSIT = {
  type: 'deposit',
  id: 'DEP-aaaaaaaaaaaaaaaa',
  amount: '700.00',
  status: 'declined',
};

/** A request to the payment consultant as QA plays it: a missing deposit, or another question. */
export const paymentConsultantEntry = catalogueEntry({
  id: 'paymentConsultant',
  description:
    'Payment consultant request: a topic, the payments it is about, what happened, a review, sent.',
  machine: paymentConsultantMachine,
  inputs: [undefined as never],
  fixtures: {
    events: {
      'topic.choose': [{ topic: 'deposit_missing' }, { topic: 'other' }],
      'payments.choose': [
        { payments: [{ type: 'deposit', id: 'DEP-aaaaaaaaaaaaaaaa' }] },
        { payments: [] },
      ],
      'details.submit': [{ details: 'I paid but it is not there.', requestKey: 'qa-request-0001' }],
    },
    actors: {
      loadTopics: {
        done: [TOPICS],
        error: [{ code: 'error_consultant_unavailable', message: 'HTTP 403' }],
      },
      loadPayments: { done: [[DEPOSIT]], error: [{ code: 'error_network', message: 'offline' }] },
      sendRequest: {
        done: [{ id: 7 }],
        error: [
          {
            code: 'error_validation',
            message: 'HTTP 422',
            fields: { payments: ['error_consultant_payment_unknown'] },
          },
        ],
      },
    },
  },
});
