/**
 * The Gemini stand-in as its own process, for the browser tests' AI site (GEMINI_BASE_URL points
 * here). Tests steer it over `/control/*`; every override is scoped to a marker the test puts in
 * its own prompt, so tests running in parallel never see each other's answers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startGeminiStandin, type GeminiStandin } from './gemini-standin';

const port = Number(process.env.GEMINI_STANDIN_PORT);
if (!port) throw new Error('GEMINI_STANDIN_PORT is required');

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return JSON.parse(raw || '{}');
}

const send = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

async function control(req: IncomingMessage, res: ServerResponse, self: GeminiStandin): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith('/control/')) return false;
  const action = url.pathname.slice('/control/'.length);
  if (action === 'health') send(res, 200, { ok: true });
  else if (action === 'override' && req.method === 'POST') {
    const { match, override } = await readJson(req);
    if (typeof match !== 'string' || match.length < 6) send(res, 400, { error: 'match must be a marker of 6+ characters' });
    else send(res, 200, (self.override(override as never, match), { ok: true }));
  } else if (action === 'release' && req.method === 'POST') {
    const { match, piece } = await readJson(req);
    send(res, self.release(String(match), piece as never) ? 200 : 409, { ok: true });
  } else if (action === 'requests') {
    const match = url.searchParams.get('match') ?? '';
    send(
      res,
      200,
      self.requests
        .filter((r) => JSON.stringify(r.body).includes(match))
        .map(({ model, method, body }) => ({ model, method, body })),
    );
  } else send(res, 404, { error: `No control action ${action}` });
  return true;
}

const standin = await startGeminiStandin({ port, extra: control });
console.log(`Gemini stand-in on ${standin.url}`);
const stop = () => void standin.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
