import { catalogueEntry } from '../../qa/catalogue-entry';
import { FORBIDDEN, serviceTokenMachine, type TokenAnswer } from './service-token.machine';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiJzZXJ2aWNlIn0.signature';
const SETTINGS = '/api/web/user/v1/settings';
const receivedAt = 1_800_000_000_000;
/** The platform's clock two seconds ahead of ours; the token lives 15 minutes. */
const answer: TokenAnswer = {
  token: TOKEN,
  expireDate: '2027-01-15T08:15:02.000Z',
  date: 'Fri, 15 Jan 2027 08:00:02 GMT',
  receivedAt,
};

/** The service token as QA plays it: fetch, expiry and refresh, 401s on a URL, the platform's refusals and broken answers. */
export const serviceTokenEntry = catalogueEntry({
  id: 'serviceToken',
  description:
    'Service token: fetched on the first service call, refreshed after expiry, refetched on 401 (3 per URL), dropped at sign-out.',
  machine: serviceTokenMachine,
  inputs: [undefined as never],
  fixtures: {
    events: {
      'token.rejected': [
        { url: SETTINGS, token: TOKEN },
        { url: SETTINGS, token: 'an.older.token' },
      ],
      'token.accepted': [{ url: SETTINGS }],
    },
    actors: {
      fetchToken: {
        done: [answer, { ...answer, token: undefined }, { ...answer, date: undefined }],
        error: [
          { code: FORBIDDEN, message: 'HTTP 403' },
          { code: 'error_network', message: 'offline' },
        ],
      },
      refreshToken: {
        done: [answer, { ...answer, token: '' }, { ...answer, date: null }],
        error: [
          { code: FORBIDDEN, message: 'HTTP 403' },
          { code: 'error_token_not_authenticated', message: 'HTTP 401' },
        ],
      },
    },
  },
});
