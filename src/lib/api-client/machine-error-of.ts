import { type MachineError, machineError } from '@machines/machine-error';

import { ApiError } from './errors';
import { isRecord } from './values';

/**
 * An API failure as machines keep it: the platform's message key as the code (or the client's
 * own key for timeouts and network errors), 422 field errors, retry-after (and until when) and
 * attempts left.
 */
export function machineErrorOf(error: unknown): Error & MachineError {
  if (!(error instanceof ApiError))
    return machineError({
      code: 'error_server_generic',
      message: error instanceof Error ? error.message : String(error),
    });
  const body = isRecord(error.body) ? error.body : {};
  const fields = isRecord(body.validation_errors)
    ? (body.validation_errors as Record<string, string[]>)
    : undefined;
  return machineError({
    code: typeof body.message === 'string' && body.message ? body.message : error.userMessage,
    message: error.message,
    ...(fields ? { fields } : {}),
    ...(typeof body.retry_after === 'number' ? { retryAfter: body.retry_after } : {}),
    ...(typeof body.retry_at === 'string' ? { retryAt: body.retry_at } : {}),
    ...(typeof body.attempts_left === 'number' ? { attemptsLeft: body.attempts_left } : {}),
  });
}

/** Runs a call and rejects with a machine error. */
export async function asMachineCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw machineErrorOf(error);
  }
}
