import type { FastifyError, FastifyInstance } from 'fastify';

import { describeSchemaError } from '../src/config/settings-errors.ts';

/** A failure with an HTTP status and the spec's error shape; thrown by route code. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly details: readonly string[] = [],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messageKey);
    this.name = 'ApiProblem';
  }
}

/** 422 with `validation_errors: { field: [message keys] }`. */
export const validationProblem = (errors: Record<string, string[]>) =>
  new ApiProblem(422, 'error_validation', Object.values(errors).flat().slice(0, 1), {
    validation_errors: errors,
  });

/** 429 with the seconds to wait. */
export const tooManyRequests = (
  retryAfterSeconds: number,
  messageKey = 'error_too_many_requests',
) =>
  new ApiProblem(429, messageKey, [], { retry_after: Math.max(1, Math.ceil(retryAfterSeconds)) });

/** One malformed field: `body /login: <message>`, with the JSON Pointer as its source. */
export const fieldError = (part: string, issue: { pointer: string; message: string }) => ({
  detail: `${part} ${issue.pointer || '/'}: ${issue.message}`,
  source: { pointer: issue.pointer || '/' },
});

/** The body of a 400 for malformed input. */
export const badRequest = (errors: readonly { detail: string }[]) => ({
  success: false as const,
  message: 'error_bad_request',
  errors,
});

/**
 * PostgreSQL's class 22 (data exception: out of range, invalid text, untranslatable character),
 * from PGlite and from pg alike: the input was bad, whatever the contract let through.
 */
function dataExceptionCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('severity' in error)) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) ? code : undefined;
}

const PART: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/**
 * Every error leaves as `{ success: false, message, errors: [{ detail }] }`: a malformed request is
 * a 400 naming the field (and a value the database refuses a 400 too), a rule failure a 422,
 * anything unexpected a logged 500 (no internals).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
    if (error instanceof ApiProblem) {
      if (error.status === 429) {
        const seconds = error.extra.retry_after;
        void reply.header('retry-after', String(typeof seconds === 'number' ? seconds : 1));
      }
      return reply.code(error.status).send({
        success: false,
        message: error.messageKey,
        errors: error.details.map((detail) => ({ detail })),
        ...error.extra,
      });
    }
    if (error.validation) {
      const part = PART[error.validationContext ?? 'body'] ?? 'body';
      const errors = error.validation.map((e) => fieldError(part, describeSchemaError(e)));
      return reply.code(400).send(badRequest(errors));
    }
    const sqlstate = dataExceptionCode(error);
    if (sqlstate) {
      // A bound or pattern missing from the contract: logged (its code, not the value) so it gets one.
      request.log.warn({ sqlstate, route: request.routeOptions.url }, 'database refused a value');
      return reply
        .code(400)
        .send(badRequest([{ detail: 'a value is out of range or not valid for storage' }]));
    }
    if (
      error.statusCode === 400 ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.code(400).send(badRequest([{ detail: `body: ${error.message}` }]));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send({ success: false, message: 'error_request', errors: [{ detail: error.message }] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, message: 'error_server_generic', errors: [] });
  });
}
