/**
 * Runs one newsletter send in a process of its own, so a test can kill it (SIGKILL) mid-send as a
 * crashed function would die, or start two at the same moment:
 * `node --import tsx send-in-child.ts <sendId> [<start at, ms since the epoch>]`, with the test's
 * Blobs context, SMTP_URL and JWT_SECRET in the environment.
 */
import { runSend } from '@/server/services/newsletter-sender';

const startAt = Number(process.argv[3] ?? 0);
if (startAt > Date.now()) await new Promise((r) => setTimeout(r, startAt - Date.now()));
await runSend(process.argv[2]!, { batchSize: 250 });
