import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      'virtual:shop/product-ids': fileURLToPath(
        new URL('./tests/unit/published-ids.stub.ts', import.meta.url),
      ),
      'virtual:shop/listing-snapshot': fileURLToPath(
        new URL('./tests/unit/listing-snapshot.stub.ts', import.meta.url),
      ),
    },
  },
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'scripts/runtime/**/*.test.ts',
      'scripts/dev/**/*.test.ts',
      'scripts/demo-portal/**/*.test.ts',
      'scripts/bench/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'tests/unit/**/*.test.tsx',
    ],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
