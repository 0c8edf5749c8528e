import type { StaticHandlerContext } from 'react-router';

import { GuardError } from '@/app/route-access';

/**
 * The HTTP status of a rendered page: a page the visitor may not open is 403 (React Router counts
 * any thrown Error as 500, which would tell crawlers and monitors the site is broken).
 */
export function pageStatus(context: Pick<StaticHandlerContext, 'errors' | 'statusCode'>): number {
  const errors = Object.values(context.errors ?? {});
  if (errors.some((error) => error instanceof GuardError)) return 403;
  return context.statusCode;
}
