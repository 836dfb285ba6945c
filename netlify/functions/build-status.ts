import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { buildStatus } from '@/server/build-hook';

export const routes = [route('GET', '/api/build-status', 'staff', { can: 'posts.write' }, async () => ok(await buildStatus()))];

export const app = serve(routes);
export const handler = lambda(app);
