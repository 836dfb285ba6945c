import type { Config } from '@netlify/functions';
import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { getTag, listTags } from '@/server/services/tags';

export const routes = [
  route('GET', '/api/tags', 'public', async () => ok(await listTags())),
  route('GET', '/api/tags/:id', 'public', async ({ params }) => ok(await getTag(params.id!))),
];

export default serve(routes);
export const config: Config = { path: ['/api/tags', '/api/tags/*'] };
