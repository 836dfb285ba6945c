/**
 * Ask the archive benchmark: fills a scratch Blobs store with published posts (seven passages each,
 * saved as the API saves them), indexes them as the every-minute job does, with the Gemini
 * stand-in as the embedding model (so the figures are this code's cost, not Google's latency), and
 * prints the indexing time per post and the retrieval p50/p95 over the whole index in one process.
 *
 *   npm run bench:ask                      # 20,000 passages
 *   npm run bench:ask -- --passages=5000 --queries=100
 */
import { mkdir, rm } from 'node:fs/promises';
import { attachLocalBlobs } from './blobs-env.mjs';
import { makePosts, writeTaxonomy } from './bench/generate';
import { fillPosts } from './bench/fill-api';
import { startGeminiStandin, standinEmbed } from '../tests/support/gemini-standin';
import { refreshAskIndex } from '@/server/ai/archive-index';
import { normalise } from '@/server/ai/embed';
import { publicOnly, retrieve } from '@/server/ai/retrieve';
import { forgetAskIndexMemory, readAskShards } from '@/server/repos/ask-index';
import { writePost } from '@/server/repos/posts';

const flag = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const PASSAGES = flag('passages', 20_000);
const QUERIES = flag('queries', 200);
const PER_POST = 7; // the generated bodies: six paragraphs under three headings, and one closing line
const WORDS = 'story design light river city code garden signal paper orbit craft window season market bridge'.split(' ');

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

const dir = '.bench/ask';
await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });
const blobs = await attachLocalBlobs(dir);
const gemini = await startGeminiStandin();
process.env.GEMINI_API_KEY = 'bench';
process.env.GEMINI_BASE_URL = gemini.url;

try {
  const n = Math.ceil(PASSAGES / PER_POST);
  let start = performance.now();
  await writeTaxonomy();
  const posts = makePosts(n);
  await fillPosts(posts);
  console.log(`Filled ${n} posts in ${((performance.now() - start) / 1000).toFixed(0)} s`);

  start = performance.now();
  for (let run = await refreshAskIndex(100); run.pending > 0; run = await refreshAskIndex(100));
  const indexing = performance.now() - start;
  const shards = await readAskShards();
  const passages = shards.reduce((sum, s) => sum + s.refs.length, 0);
  console.log(`Indexed ${n} posts (${passages} passages) in ${(indexing / 1000).toFixed(1)} s: ${ms(indexing / n)} per post`);

  // One post published and indexed on its own, as the job does within a minute of a publish.
  const fresh = { ...makePosts(1)[0]!, id: 'bench-fresh', title: 'A fresh post' };
  await writePost(fresh, true);
  start = performance.now();
  await refreshAskIndex();
  console.log(`One new post found and indexed by the job: ${ms(performance.now() - start)}`);

  forgetAskIndexMemory();
  const question = (i: number) =>
    `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${WORDS[(i * 11) % WORDS.length]}?`;
  const vector = (i: number) => normalise(standinEmbed(question(i)));
  start = performance.now();
  await retrieve(vector(0), { top: 8, minScore: -1, may: publicOnly });
  console.log(`First question on a cold server (reads the ${shards.length} shards): ${ms(performance.now() - start)}`);

  const times: number[] = [];
  for (let i = 1; i <= QUERIES; i++) {
    const v = vector(i);
    const t = performance.now();
    // No score floor: every passage is scored and ranked, the most work a question can cost.
    await retrieve(v, { top: 8, minScore: -1, may: publicOnly });
    times.push(performance.now() - t);
  }
  console.log(
    `Retrieval over ${passages} passages, ${QUERIES} questions: p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}, max ${ms(Math.max(...times))}`,
  );
  console.log(`Heap in use: ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
} finally {
  await gemini.close();
  await blobs.stop();
}
