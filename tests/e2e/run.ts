// Kept for the current `npm run test:e2e` line (`npm run build && tsx tests/e2e/run.ts`): runs the e2e suite
// with Vitest, so that the run ends with Vitest's summary. Prefer `vitest run -c vitest.e2e.config.ts` directly.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './server';

const vitest = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', '-c', 'vitest.e2e.config.ts', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
process.exit(result.status ?? 1);
