import { describe, expect, it } from 'vitest';

describe('the production build', () => {
  it('writes no source maps (the QA build, VITE_QA=1, may)', async () => {
    const before = process.env.VITE_QA;
    delete process.env.VITE_QA;
    try {
      const { default: config } = await import('../../vite.config.ts');
      expect(config.build?.sourcemap ?? false).toBe(false);
    } finally {
      if (before !== undefined) process.env.VITE_QA = before;
    }
  });
});
