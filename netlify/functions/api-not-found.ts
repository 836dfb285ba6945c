/** Any /api path that no resource claims gets the API's JSON 404, not the site's HTML page. */
import { serve, type Route } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';

export const routes: Route[] = [];
export const app = serve(routes);
export const handler = lambda(app);
