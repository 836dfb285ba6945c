import type { Config } from '@netlify/functions';
import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { buildStatus } from '@/server/build-hook';

export const routes = [route('GET', '/api/build-status', 'admin', async () => ok(await buildStatus()))];

export default serve(routes);
export const config: Config = { path: '/api/build-status' };
