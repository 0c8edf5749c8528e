import { analyticsSessionEntry } from './analytics-session.fixtures';
import { pathsSuite } from '../qa/paths-suite';

pathsSuite(analyticsSessionEntry, [{ value: { active: { check: 'waiting', ensure: 'waiting' } } }, { value: 'ended' }]);
