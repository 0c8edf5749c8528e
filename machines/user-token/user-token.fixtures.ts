import { catalogueEntry } from '../../qa/catalogue-entry';
import { userTokenMachine } from './user-token.machine';

/** A JWT-shaped value with an `exp` (the signature is the platform's business, not the machine's). */
const jwt = (exp: number) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub: '7', exp })).replace(/=+$/, '')}.signature`;

/** The user token as QA plays it: a session or none, a token, a non-token, a failing platform. */
export const userTokenEntry = catalogueEntry({
  id: 'userToken',
  description:
    'User token: fetched from the session at start and after sign-in, refreshed before it expires, dropped at sign-out.',
  machine: userTokenMachine,
  inputs: [undefined as never],
  fixtures: {
    actors: {
      fetchToken: {
        done: [
          { token: jwt(1_800_000_900), receivedAt: 1_800_000_000_000 },
          { token: 42, receivedAt: 1_800_000_000_000 },
        ],
        error: [
          { code: 'error_unauthorized', message: 'HTTP 401' },
          { code: 'error_server_generic', message: 'HTTP 502' },
        ],
      },
    },
  },
});
