/** The machine's load averages (1, 5 and 15 minutes), printed beside a benchmark's figures. */
import { execSync } from 'node:child_process';

export const loadAverage = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load average:\s*/, '');
