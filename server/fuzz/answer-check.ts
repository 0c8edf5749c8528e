import type { LightMyRequestResponse } from 'fastify';

import { contractErrors } from '../contract.ts';
import { responseDefinitions, type RouteContract, routeContracts } from './route-contracts.ts';

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

let indexed: Record<string, RouteContract> | undefined;

/**
 * Throws when an answer is a 5xx or off its route's contract (schemas/api/routes/index.json):
 * what a feature's own fuzz test asserts of every call. `route` is the contract's path (`:drawId`
 * and the like), `url` the one called; the query is not part of the route.
 */
export function expectOnContract(
  res: LightMyRequestResponse,
  method: string,
  url: string,
  route = url.replace(/\?.*$/, ''),
): void {
  indexed ??= routeContracts();
  const contract = indexed[`${method} ${route}`];
  if (!contract) throw new Error(`${method} ${route} has no contract`);
  const problem = answerProblem(res, method, contract);
  if (problem) throw new Error(`${method} ${url}: ${problem}`);
}
