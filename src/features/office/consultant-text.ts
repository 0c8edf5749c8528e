import type { TFunction } from 'i18next';

/**
 * The dictionary key of a consultant topic's name. The topic `other` is written
 * office_consultant_topic_general: a key ending in _other would read as a plural form.
 */
export const topicKey = (id: string): string =>
  `office_consultant_topic_${id === 'other' ? 'general' : id}`;

/** A topic's name (its id in words where the dictionary has none: a topic newer than the app). */
export const topicName = (t: TFunction, id: string): string =>
  t(topicKey(id), { ns: 'office', defaultValue: id.replace(/_/g, ' ') });

/** A payment's status in words (deposits and withdrawals have statuses of their own). */
export const paymentStatusName = (t: TFunction, status: string): string =>
  t(`office_consultant_payment_status_${status}`, {
    ns: 'office',
    defaultValue: status.replace(/_/g, ' '),
  });
