import { describe, expect, it } from 'vitest';

import { wagerProgress } from './wager-progress';

describe('wagering progress', () => {
  it('is the share of the wagering done, rounded down to hundredths of a percent', () => {
    expect(wagerProgress('0.00', '7500.00')).toEqual({ progress: '0%', width: 0 });
    expect(wagerProgress('5000.00', '7500.00')).toEqual({ progress: '66.66%', width: 66.66 });
    expect(wagerProgress('750.00', '7500.00')).toEqual({ progress: '10%', width: 10 });
    expect(wagerProgress('7499.99', '7500.00')).toEqual({ progress: '99.99%', width: 99.99 });
    expect(wagerProgress('7500.00', '7500.00')).toEqual({ progress: '100%', width: 100 });
    expect(wagerProgress('10.50', '100.00')).toEqual({ progress: '10.5%', width: 10.5 });
  });

  it('is complete when nothing is to be wagered, and never over 100', () => {
    expect(wagerProgress('0.00', '0.00')).toEqual({ progress: '100%', width: 100 });
    expect(wagerProgress('900.00', '100.00')).toEqual({ progress: '100%', width: 100 });
  });
});
