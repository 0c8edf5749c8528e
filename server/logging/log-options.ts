import type { FastifyRequest, FastifyServerOptions } from 'fastify';

import { REDACTED, redactText, redactUrl } from './redact-url.ts';

type LoggerOption = FastifyServerOptions['logger'];

/** Fields of an error worth keeping: what kind of failure and where, never the data it was about. */
const ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
] as const;

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** SQLSTATE class 22 (data exception) messages quote the offending value. */
const quotesTheValue = (code: unknown) => typeof code === 'string' && code.startsWith('22');

/**
 * An error as it may be logged: its kind, message and stack (URLs in them redacted), the fields
 * above and the statement's text. Not what drivers attach beside them — PGlite's `params` (an
 * INSERT's e-mail, phone, password hash, birthday), PostgreSQL's `detail` ("Key (email)=(…)") —
 * nor any other property a library may add.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const record = error as Error & Record<string, unknown>;
  const unquote = (text: string) =>
    quotesTheValue(record.code) ? text.replace(/"[^"\n]*"/g, `"${REDACTED}"`) : text;
  // The frames are file paths: left alone. The lines before them repeat the message.
  const stack = error.stack ?? '';
  const frames = stack.search(/\n\s+at /);
  const head = frames < 0 ? stack : stack.slice(0, frames);
  const out: LoggedError = {
    type: error.name,
    message: redactText(unquote(error.message)),
    stack: redactText(unquote(head)) + (frames < 0 ? '' : stack.slice(frames)),
  };
  for (const field of ERROR_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  // The statement's text is parameterised SQL: where it failed, without the values.
  if (typeof record.query === 'string') out.sql = record.query.slice(0, 500);
  if (error.cause !== undefined && depth < 3) out.cause = errorForLog(error.cause, depth + 1);
  return out;
}

/** A request as it may be logged: no body, no headers beyond the host, a redacted URL. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The platform's logger options: whatever level and destination were asked for, with the request
 * and error serializers above and every message's URLs redacted (fastify's own warnings quote
 * request URLs), so that no log line names a player's data or a usable secret.
 */
export function privateLogger(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: { ...base.serializers, req: requestForLog, err: errorForLog },
    hooks: {
      logMethod(args, method) {
        const safe = args.map((arg: unknown) => (typeof arg === 'string' ? redactText(arg) : arg));
        method.apply(this, safe as Parameters<typeof method>);
      },
    },
  };
}
