/**
 * Member import benchmark (docs/members.md): a Ghost members export of N rows (default 50,000;
 * a mix of newsletter readers, comped members and members who read nothing) imported through the
 * real function over HTTP into a local Blobs server: the dry run, the import, and the same file
 * again, which must change nothing. Target: the import in at most 2 minutes, run twice with the
 * same result.
 *
 *   npm run bench:members-import               # 50,000 rows
 *   npm run bench:members-import -- 10000
 */
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { attachLocalBlobs } from './blobs-env.mjs';
import { bundleBenchServer } from './bench/bundle-server';
import { startBenchServer } from './bench/start-server';
import type { MemberImportReport } from '@/shared/types';

const ROWS = Number(process.argv[2] ?? 50_000);
const HEADER = 'id,email,name,note,subscribed_to_emails,complimentary_plan,stripe_customer_id,created_at,deleted_at,labels,tiers';

/** Row i: every third a newsletter reader, every 50th comped on the tier "Gold". */
function ghostCsv(rows: number): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const created = new Date(Date.UTC(2023, 0, 1) + i * 60_000).toISOString();
    lines.push(
      `${(0x65a1f0c2e4b0a1000000n + BigInt(i)).toString(16)},member${i}@bench.example,Member ${i},,${i % 3 === 0},${i % 50 === 0},,${created},,,${i % 50 === 0 ? 'Gold' : ''}`,
    );
  }
  return lines.join('\n') + '\n';
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const dir = '.bench/members-import';
await rm(dir, { recursive: true, force: true });
const blobs = await attachLocalBlobs(dir);
const server = await startBenchServer({}, await bundleBenchServer());
try {
  const tier = await fetch(`${server.base}/api/tiers`, {
    method: 'POST',
    headers: server.admin,
    body: JSON.stringify({ name: 'Gold', monthlyPrice: 500, yearlyPrice: 5000, currency: 'usd', benefits: [] }),
  });
  if (tier.status !== 201) throw new Error(`POST /api/tiers: HTTP ${tier.status} ${await tier.text()}`);
  const csv = ghostCsv(ROWS);
  console.log(
    `${ROWS.toLocaleString('en')} rows, ${(csv.length / 1_000_000).toFixed(1)} MB; load average at the start: ${load()}`,
  );

  async function run(dryRun: boolean): Promise<{ ms: number; report: MemberImportReport }> {
    const t0 = performance.now();
    const res = await fetch(`${server.base}/api/members/import`, {
      method: 'POST',
      headers: server.admin,
      body: JSON.stringify({ format: 'ghost', csv, dryRun }),
    });
    if (res.status !== 200) throw new Error(`POST /api/members/import: HTTP ${res.status} ${await res.text()}`);
    return { ms: performance.now() - t0, report: ((await res.json()) as { data: MemberImportReport }).data };
  }
  const dry = await run(true);
  const first = await run(false);
  const again = await run(false);
  const line = (what: string, r: { ms: number; report: MemberImportReport }) =>
    `| ${what} | ${(r.ms / 1000).toFixed(1)} s | ${r.report.created} | ${r.report.updated} | ${r.report.unchanged} | ${r.report.problems.length} |`;
  console.log(`Load average at the end: ${load()}\n`);
  console.log('| Run | Time | Created | Updated | Unchanged | Problems |\n|---|---|---|---|---|---|');
  console.log(line('dry run', dry));
  console.log(line('import', first));
  console.log(line('the same file again', again));
  const same = again.report.created === 0 && again.report.updated === 0 && again.report.unchanged === first.report.created;
  console.log(
    `\nSecond import changed nothing: ${same ? 'yes' : 'NO'}; import within 2 minutes: ${first.ms <= 120_000 ? 'yes' : 'NO'}`,
  );
  if (!same || first.ms > 120_000) process.exitCode = 1;
} finally {
  server.stop();
  await blobs.stop();
}
