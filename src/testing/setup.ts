import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy routes and MUI mount slowly on a loaded 2-core machine (seen: 20 s for one dialog test at a load average of
// 18). These are ceilings for a screen that never comes and a test that hangs, not a pace: a waiting test goes on
// the moment its state is reached.
configure({ asyncUtilTimeout: 30_000 });
vi.setConfig({ testTimeout: 180_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
