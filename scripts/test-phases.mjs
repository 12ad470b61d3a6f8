// npm test: every phase of the suite, then a table of each phase's time, so that a slow phase shows where the
// minutes go. Phases in one group run side by side: the static checks; and the PostgreSQL run beside the build and
// the browser run, whose files wait on pages much of the time (idle network, timers), so that its two minutes fill
// cores the browser leaves idle. The unit run stays alone: it keeps both cores busy. The wall-clock files of the
// browser run (PORTAL_E2E_TIMED) come last, long after the PostgreSQL run ends. A failed phase ends the run, after the table.
// .ci/run passes the time its install took as CI_INSTALL_SECONDS, shown as the first row.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Each inner list runs at once; the groups run one after another. */
const GROUPS = [
  // the static checks wait on nothing and take seconds: side by side
  [
    { name: 'typecheck', args: ['run', 'typecheck'] },
    { name: 'lint', args: ['run', 'lint'] },
    { name: 'schemas', args: ['run', 'schemas:check'] },
  ],
  [{ name: 'unit/component/API', args: ['run', 'test:unit'] }],
  [
    { name: 'API on PostgreSQL', args: ['run', 'test:postgres'] },
    { name: 'build, browser', args: ['run', 'test:e2e'] },
  ],
];

function run(phase) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, phase.args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    // side by side phases would interleave their lines: each line carries its phase's name
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${phase.name}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${phase.name}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ name: phase.name, code: code ?? 1, seconds: (Date.now() - started) / 1000 }));
  });
}

const format = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

const started = Date.now();
const results = [];
for (const group of GROUPS) {
  const done = await Promise.all(group.map(run));
  results.push(...done.map((r) => ({ ...r, together: group.length > 1 })));
  if (done.some((r) => r.code !== 0)) break;
}
const total = (Date.now() - started) / 1000;

const install = Number(process.env.CI_INSTALL_SECONDS);
const rows = [
  ...(Number.isFinite(install) && install > 0 ? [['install', format(install), 'ok']] : []),
  ...results.map((r) => [r.together ? `${r.name} (side by side)` : r.name, format(r.seconds), r.code === 0 ? 'ok' : `FAILED (${r.code})`]),
  ['npm test', format(total), results.every((r) => r.code === 0) && results.length === GROUPS.flat().length ? 'ok' : 'FAILED'],
];
const width = Math.max(...rows.map((r) => r[0].length));
console.log(`\n${'phase'.padEnd(width)}  time   result`);
for (const [name, time, result] of rows) console.log(`${name.padEnd(width)}  ${time.padStart(5)}  ${result}`);
process.exitCode = rows.at(-1)[2] === 'ok' ? 0 : 1;
