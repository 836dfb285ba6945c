/**
 * `npm test`: every check, in two lanes that run side by side and print each line with its stage.
 * The checks lane (types, lint, unit, API, builds of scratch stores) is CPU work against stores of its own; the site
 * lane (the production shape, then the browser tests) mostly waits on servers, and both of its
 * stages use the project's local store and `.netlify`, so they run one after the other. Any failure
 * fails the run; the other lane still finishes, so one run reports every broken stage.
 * `TEST_STAGES=api,e2e` runs only the named stages.
 */
import { spawn } from 'node:child_process';

const LANES = [
  ['typecheck', 'lint', 'test:unit', 'test:api', 'test:build'],
  ['test:prod', 'test:e2e'],
];
const only = process.env.TEST_STAGES?.split(',').map((s) => s.trim());
const wanted = (stage) => !only || only.includes(stage) || only.includes(stage.replace(/^test:/, ''));

const times = [];
/** The last lines each stage printed, so a failed stage's own summary can be repeated at the end. */
const tails = new Map();
const TAIL_LINES = 60;

/** Runs one npm script, prefixing each line it prints with the stage's name. */
function runStage(stage) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', stage], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const prefix = `[${stage.replace(/^test:/, '')}] `;
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      from.setEncoding('utf8');
      from.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          to.write(prefix + line + '\n');
          remember(stage, line);
        }
      });
      from.on('end', () => rest && to.write(prefix + rest + '\n'));
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      times.push({ stage, seconds, ok: code === 0 });
      process.stdout.write(`${prefix}${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s\n`);
      resolve(code === 0);
    });
  });
}

function remember(stage, line) {
  const tail = tails.get(stage) ?? [];
  tail.push(line);
  if (tail.length > TAIL_LINES) tail.shift();
  tails.set(stage, tail);
}

async function runLane(stages) {
  for (const stage of stages.filter(wanted)) {
    if (!(await runStage(stage))) return false;
  }
  return true;
}

const started = Date.now();
const results = await Promise.all(LANES.map(runLane));
// The lanes interleave their output; a failed stage's own summary (which tests failed) is repeated here.
for (const t of times.filter((t) => !t.ok)) {
  console.log(`\n--- the last lines of ${t.stage}, which failed ---`);
  for (const line of tails.get(t.stage) ?? []) console.log(`  ${line}`);
}
console.log('\nStage times (two lanes side by side):');
for (const t of times) console.log(`  ${t.ok ? 'ok    ' : 'FAILED'} ${t.stage.padEnd(10)} ${t.seconds.toFixed(0).padStart(5)} s`);
console.log(`  total      ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
process.exit(results.every(Boolean) ? 0 : 1);
