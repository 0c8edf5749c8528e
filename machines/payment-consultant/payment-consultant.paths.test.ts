import { pathsSuite } from '../../qa/paths/paths-suite';
import { paymentConsultantEntry } from './payment-consultant.fixtures';

pathsSuite(paymentConsultantEntry, [{ value: 'sent' }, { value: 'review' }, { value: 'failed' }]);
