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

const PART: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/**
 * Every error leaves as `{ success: false, message, errors: [{ detail }] }`: a malformed request is
 * a 400 naming the field, a rule failure a 422, anything unexpected a logged 500 (no internals).
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
      const errors = error.validation.map((e) => {
        const issue = describeSchemaError(e);
        return {
          detail: `${part} ${issue.pointer || '/'}: ${issue.message}`,
          source: { pointer: issue.pointer || '/' },
        };
      });
      return reply.code(400).send({ success: false, message: 'error_bad_request', errors });
    }
    if (
      error.statusCode === 400 ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.code(400).send({
        success: false,
        message: 'error_bad_request',
        errors: [{ detail: `body: ${error.message}` }],
      });
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
