import { pathsSuite } from '../../qa/paths/paths-suite';
import { analyticsSessionEntry } from './analytics-session.fixtures';

pathsSuite(analyticsSessionEntry, [
  { value: { active: { check: 'waiting', ensure: 'waiting' } } },
  { value: 'ended' },
]);
