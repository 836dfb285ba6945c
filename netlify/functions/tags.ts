import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { getTag, listTags } from '@/server/services/tags';

export const routes = [
  route('GET', '/api/tags', 'public', async () => ok(await listTags())),
  route('GET', '/api/tags/:id', 'public', async ({ params }) => ok(await getTag(params.id))),
];

export const app = serve(routes);
export const handler = lambda(app);
