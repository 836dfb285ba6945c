/**
 * Runs one newsletter send in a process of its own, so a test can kill it (SIGKILL) mid-send as a
 * crashed function would die: `node --import tsx send-in-child.ts <sendId>`, with the test's
 * Blobs context, SMTP_URL and JWT_SECRET in the environment.
 */
import { runSend } from '@/server/services/newsletter-sender';

await runSend(process.argv[2]!, { batchSize: 250 });
