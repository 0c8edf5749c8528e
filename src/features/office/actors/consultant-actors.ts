import { fromPromise } from 'xstate';

import type {
  ConsultantPaymentRef,
  ConsultantTopic,
} from '@machines/payment-consultant/payment-consultant.machine';
import type { ApiClient } from '@/lib/api-client/client';
import { asMachineCall } from '@/lib/api-client/machine-error-of';

import {
  getConsultantPayments,
  getConsultantTopics,
  postConsultantRequest,
} from '../api/consultant-endpoints';

/** The payment consultant machine's I/O, through the one API client (every call flagged auth). */
export function paymentConsultantActors(client: ApiClient) {
  return {
    loadTopics: fromPromise<readonly ConsultantTopic[]>(({ signal }) =>
      asMachineCall(() => client.call(getConsultantTopics, undefined, { signal })),
    ),
    loadPayments: fromPromise<
      readonly (ConsultantPaymentRef & Record<string, unknown>)[],
      { topic: string }
    >(({ input, signal }) =>
      asMachineCall(() => client.call(getConsultantPayments, { topic: input.topic }, { signal })),
    ),
    sendRequest: fromPromise<
      { id: number },
      {
        topic: string;
        payments: readonly ConsultantPaymentRef[];
        details: string;
        requestKey: string;
      }
    >(({ input, signal }) =>
      asMachineCall(async () => {
        const made = await client.call(
          postConsultantRequest,
          {
            topic: input.topic,
            payments: input.payments.map(({ type, id }) => ({ type, id })),
            details: input.details,
            request_key: input.requestKey,
          },
          { signal },
        );
        return { id: made.id };
      }),
    ),
  };
}
