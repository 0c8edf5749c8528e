import type { ApiError } from '@/lib/api-client/errors';

import { MAINTENANCE_GROUP, type NotifyRequest } from './notification-store';

/** The platform's answer while it is under maintenance. */
const MAINTENANCE_STATUS = 503;

/** The API client's error hook: a 503 answer raises the app's maintenance alert (shown once while open). */
export function reportMaintenance(error: ApiError, show: (request: NotifyRequest) => string): void {
  if (error.status !== MAINTENANCE_STATUS) return;
  show({ kind: 'warning', text: 'notification_maintenance', group: MAINTENANCE_GROUP });
}
