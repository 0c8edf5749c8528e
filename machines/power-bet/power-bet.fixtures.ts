import { catalogueEntry } from '../../qa/catalogue-entry';
import { powerBetMachine } from './power-bet.machine';

const OFFER = { minStake: '1.00', maxStake: '25.00', prices: [2.1, 1.85] };

/** A PowerBet top-up as QA plays it: placed, a stake out of range, refused, then placed. */
export const powerBetEntry = catalogueEntry({
  id: 'powerBet',
  description:
    'PowerBet top-up of an open bet: a stake within the offer, placed once under one guid; out of range told; a refusal asks the offer again.',
  machine: powerBetMachine,
  inputs: [{ betId: 42, guid: 'qa-powerbet-0001' }],
  fixtures: {
    events: {
      'powerbet.submit': [
        { stake: '10', ...OFFER },
        { stake: '30', ...OFFER },
      ],
    },
    actors: {
      place: {
        done: [43],
        error: [{ code: 'error_powerbet_unavailable', message: 'HTTP 409' }],
      },
    },
  },
});
