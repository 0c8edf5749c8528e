import { describe, expect, it } from 'vitest';

describe('the production build', () => {
  it('writes no source maps (the QA build, VITE_QA=1, may)', async () => {
    const before = process.env.VITE_QA;
    delete process.env.VITE_QA;
    try {
      const { default: configFor } = await import('../../vite.config.ts');
      for (const isSsrBuild of [false, true]) {
        const config = configFor({ command: 'build', mode: 'production', isSsrBuild });
        expect(config.build?.sourcemap ?? false).toBe(false);
      }
    } finally {
      if (before !== undefined) process.env.VITE_QA = before;
    }
  });
});
