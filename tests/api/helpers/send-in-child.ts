/**
 * Runs one newsletter send in a process of its own, so a test can kill it (SIGKILL) mid-send as a
 * crashed function would die, or start two at the same moment:
 * `node --import tsx send-in-child.ts <sendId> [--on-go]`, with the test's Blobs context, SMTP_URL
 * and JWT_SECRET in the environment. With `--on-go` it prints "ready" once loaded and starts when
 * a line arrives on its standard input.
 */
import { once } from 'node:events';
import { runSend } from '@/server/services/newsletter-sender';

if (process.argv[3] === '--on-go') {
  process.stdout.write('ready\n');
  await once(process.stdin, 'data');
  process.stdin.pause();
}
await runSend(process.argv[2]!, { batchSize: 250 });
