import { defineEndpoint } from '@/lib/api-client/endpoint';
import type {
  ConsultantCreateBody,
  ConsultantMessageBody,
  ConsultantPayment,
  ConsultantPaymentsQuery,
  ConsultantPaymentsResponse,
  ConsultantRequest,
  ConsultantRequestResponse,
  ConsultantRequestsResponse,
  ConsultantRequestSummary,
  ConsultantTopicsResponse,
  RequestsQuery,
} from '@/lib/api-contract/generated/api-types.ts';

const CONSULTANT = '/web-api/officeapi/consultant';

/** A topic a request is made by, as the platform lists them. */
export type ConsultantTopicRecord = ConsultantTopicsResponse['data'][number];

/** What a request may be about, which payments each topic names, and whether it needs one. */
export const getConsultantTopics = defineEndpoint<
  void,
  ConsultantTopicsResponse,
  readonly ConsultantTopicRecord[]
>({
  url: `${CONSULTANT}/topics`,
  auth: true,
  transform: (raw) => raw.data,
});

/** The player's deposits or withdrawals a topic is about, newest first. */
export const getConsultantPayments = defineEndpoint<
  ConsultantPaymentsQuery,
  ConsultantPaymentsResponse,
  readonly ConsultantPayment[]
>({
  url: `${CONSULTANT}/payments`,
  auth: true,
  params: { topic: { type: 'string' } },
  transform: (raw) => raw.data,
});

/** The player's requests, the latest touched first, a page of 50. */
export const getConsultantRequests = defineEndpoint<
  RequestsQuery,
  ConsultantRequestsResponse,
  readonly ConsultantRequestSummary[]
>({
  url: `${CONSULTANT}/requests`,
  auth: true,
  params: { page: { type: 'int' } },
  transform: (raw) => raw.data,
});

/** Makes a request; the same request_key again answers the request it made. */
export const postConsultantRequest = defineEndpoint<
  ConsultantCreateBody,
  ConsultantRequestResponse,
  ConsultantRequest
>({
  url: `${CONSULTANT}/requests`,
  method: 'POST',
  auth: true,
  params: {
    topic: { type: 'string' },
    payments: { type: 'array' },
    details: { type: 'string' },
    request_key: { type: 'string' },
  },
  transform: (raw) => raw.data,
});

/** One of the player's requests: its payments and its conversation. */
export const getConsultantRequest = defineEndpoint<
  { id: number },
  ConsultantRequestResponse,
  ConsultantRequest
>({
  url: `${CONSULTANT}/request`,
  auth: true,
  params: { id: { type: 'int' } },
  transform: (raw) => raw.data,
});

/** The player writes in one of their requests (not a closed one); answers the request as it is now. */
export const postConsultantMessage = defineEndpoint<
  ConsultantMessageBody,
  ConsultantRequestResponse,
  ConsultantRequest
>({
  url: `${CONSULTANT}/message`,
  method: 'POST',
  auth: true,
  params: { request_id: { type: 'int' }, body: { type: 'string' } },
  transform: (raw) => raw.data,
});
