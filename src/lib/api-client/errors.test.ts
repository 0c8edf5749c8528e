import { describe, expect, it } from 'vitest';

import {
  ApiError,
  BadGatewayError,
  BadRequestError,
  ClientClosedRequestError,
  errorFromResponse,
  ForbiddenError,
  HTTP_ERROR_CLASSES,
  InternalServerError,
  MethodNotAllowedError,
  NotFoundError,
  NotImplementedError,
  refusalText,
  REQUEST_RESULT,
  TooManyRequestsError,
  UnauthorizedError,
  UnavailableForLegalReasonsError,
  UnsupportedMediaTypeError,
  userMessageOf,
} from './errors';

const URL = '/frontend-api/x';

describe('errorFromResponse', () => {
  it.each([
    [400, BadRequestError, 'BadRequestError'],
    [401, UnauthorizedError, 'UnauthorizedError'],
    [403, ForbiddenError, 'ForbiddenError'],
    [404, NotFoundError, 'NotFoundError'],
    [405, MethodNotAllowedError, 'MethodNotAllowedError'],
    [415, UnsupportedMediaTypeError, 'UnsupportedMediaTypeError'],
    [429, TooManyRequestsError, 'TooManyRequestsError'],
    [451, UnavailableForLegalReasonsError, 'UnavailableForLegalReasonsError'],
    [499, ClientClosedRequestError, 'ClientClosedRequestError'],
    [500, InternalServerError, 'InternalServerError'],
    [501, NotImplementedError, 'NotImplementedError'],
    [502, BadGatewayError, 'BadGatewayError'],
  ])('maps %i to %s', (status, ErrorClass, name) => {
    const withDetail = errorFromResponse(status, URL, {
      errors: [{ detail: 'Detail text' }],
      message: 'Message text',
    });
    expect(withDetail).toBeInstanceOf(ErrorClass);
    expect(withDetail).toBeInstanceOf(ApiError);
    expect(withDetail).toBeInstanceOf(Error);
    expect(withDetail.name).toBe(name);
    expect(withDetail.status).toBe(status);
    expect(withDetail.url).toBe(URL);
    expect(withDetail.kind).toBe('http');
    expect(withDetail.requestResult).toBe(REQUEST_RESULT.error);
    expect(withDetail.userMessage).toBe('Detail text');
    expect(errorFromResponse(status, URL, { message: 'Message text' }).userMessage).toBe(
      'Message text',
    );
    expect(errorFromResponse(status, URL, '<html>oops</html>').userMessage).toBe(
      'error_server_generic',
    );
  });

  it('covers exactly the listed statuses', () => {
    expect(Object.keys(HTTP_ERROR_CLASSES).map(Number)).toEqual([
      400, 401, 403, 404, 405, 415, 429, 451, 499, 500, 501, 502,
    ]);
  });

  it('falls back to a plain ApiError for unlisted statuses', () => {
    const error = errorFromResponse(418, URL, { message: 'teapot' });
    expect(error.constructor).toBe(ApiError);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(418);
    expect(error.body).toEqual({ message: 'teapot' });
    expect(error.userMessage).toBe('teapot');
  });
});

describe('userMessageOf', () => {
  it('takes the first non-empty errors[].detail', () => {
    const body = { errors: [{ title: 'no detail' }, { detail: '' }, { detail: 'Second' }] };
    expect(userMessageOf(body, 'key')).toBe('Second');
  });

  it('falls back to message, then to the key', () => {
    expect(userMessageOf({ errors: [], message: 'Msg' }, 'key')).toBe('Msg');
    expect(userMessageOf({ errors: [{ detail: 42 }], message: 7 }, 'key')).toBe('key');
    expect(userMessageOf(null, 'error_query_generic')).toBe('error_query_generic');
  });
});

describe('refusalText', () => {
  const refused = (body: unknown) => new ApiError({ status: 409, url: '/x', body });
  const known = (key: string) => key === 'error_account_not_empty';

  it('takes the platform’s message key when the dictionaries know it, not its developer detail', () => {
    const error = refused({
      message: 'error_account_not_empty',
      errors: [{ detail: 'account 12 holds money' }],
    });
    expect(refusalText(error, known)).toBe('error_account_not_empty');
  });

  it('keeps the spec’s user message (the detail) for a message no dictionary has', () => {
    const error = refused({
      message: 'error_elsewhere',
      errors: [{ detail: 'Saldo insuficiente' }],
    });
    expect(refusalText(error, known)).toBe('Saldo insuficiente');
    expect(refusalText(refused(null), known)).toBe(refused(null).userMessage);
  });
});
