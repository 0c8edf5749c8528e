import { describe, it } from 'vitest';

import { expectContract } from '../../server/testing/contract-assert.ts';
import { contractSamples } from '../fixtures/api-fixtures.ts';

describe('frontend test fixtures meet the API contract (schemas/api)', () => {
  it.each(contractSamples.map((s, i) => [`${s.file}#${s.def} (${i})`, s] as const))(
    '%s',
    (_name, sample) => {
      expectContract(sample.file, sample.def, sample.body);
    },
  );
});
