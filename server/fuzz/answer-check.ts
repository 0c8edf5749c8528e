import type { LightMyRequestResponse } from 'fastify';

import { contractErrors } from '../contract.ts';
import { responseDefinitions, type RouteContract } from './route-contracts.ts';

const isJson = (type: string) => /^application\/(json|vnd\.api\+json)\b/.test(type);
const errorsOf = (file: string, def: string, body: unknown) =>
  contractErrors(file, def, body).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);

function jsonBody(res: LightMyRequestResponse): { body?: unknown; problem?: string } {
  try {
    return { body: res.json() };
  } catch {
    return { problem: `${res.statusCode} with a body that is not JSON: ${res.body.slice(0, 200)}` };
  }
}

/** What is wrong with an answer (undefined: nothing): a 5xx, an error off the one shape, a success off its contract. */
export function answerProblem(
  res: LightMyRequestResponse,
  method: string,
  contract: RouteContract,
): string | undefined {
  const status = res.statusCode;
  const type = String(res.headers['content-type'] ?? '');
  if (status >= 500) return `${status}: ${res.body.slice(0, 300)}`;
  if (method === 'HEAD' || status === 204 || status === 304) return undefined;
  if (status >= 400) {
    if (contract.refusalPage && type.startsWith('text/html')) return undefined;
    if (!isJson(type)) return `${status} as ${type || 'no content type'}`;
    const { body, problem } = jsonBody(res);
    const errors = problem ? [problem] : errorsOf('common', 'errorResponse', body);
    return errors.length
      ? `${status} off the error shape: ${errors.join('; ')}: ${res.body.slice(0, 300)}`
      : undefined;
  }
  if (status >= 300) return res.headers.location ? undefined : `${status} without a location`;
  const definitions = responseDefinitions(contract);
  if (definitions.length === 0) {
    const expected = [contract.response].flat()[0] ?? '';
    return expected.includes('/') && !type.startsWith(expected)
      ? `${status} as ${type}, not ${expected}`
      : undefined;
  }
  const { body, problem } = jsonBody(res);
  if (problem) return problem;
  const failures = definitions.map((ref) => {
    const [file, def] = ref.replace('.json#/$defs/', '#').split('#') as [string, string];
    return errorsOf(file, def, body);
  });
  if (failures.some((errors) => errors.length === 0)) return undefined;
  return `${status} off its contract ${definitions.join(' | ')}: ${failures.flat().slice(0, 5).join('; ')}`;
}
