import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import type { FastifyError, FastifyReply } from 'fastify';

type ClientError = Error & { code?: string };

/** The one error shape, for answers Fastify or Node would otherwise write in their own. */
const errorBody = (status: number, detail: string) => ({
  success: false as const,
  message: status === 400 ? 'error_bad_request' : 'error_request',
  errors: [{ detail }],
});

/**
 * What the router refuses before any route runs: a path whose percent-encoding does not decode
 * (FST_ERR_BAD_URL, 400) or whose parameter is longer than the router takes
 * (FST_ERR_MAX_PARAM_LENGTH, 414). (Async route constraints, the one other case, are not used.)
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: unknown): void {
  // Fastify types this hook's reply with its route generics; ours sends no typed body.
  const out = reply as FastifyReply;
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    void out.code(500).send({ success: false, message: 'error_server_generic', errors: [] });
    return;
  }
  const detail =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'path: a segment is too long'
      : 'path: not a valid percent-encoded URL';
  void out.code(status).send(errorBody(status, detail));
}

/**
 * Node's parser refuses the request before Fastify sees it (headers or URL over the size limit:
 * 431; a malformed request line or header: 400; too slow: 408): the same shape on the raw socket.
 */
export function clientErrorHandler(error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers: the request line and headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'the request took too long to arrive']
        : [400, 'the request is not valid HTTP'];
  const body = JSON.stringify(errorBody(status, detail));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
