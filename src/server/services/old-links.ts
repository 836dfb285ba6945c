/** Old addresses of imported posts (`/?p=123`, `/2019/05/slug/`, Ghost's `/slug/`) and where they went. */
import { getRedirect } from '../repos/imports';
import { normalisePath } from '../import/old-paths';

/** The new address of an old one, or null when it is not the address of an imported post. */
export async function newAddressOf(url: URL): Promise<string | null> {
  const path = normalisePath(url.pathname, url.search);
  return path ? ((await getRedirect(path))?.to ?? null) : null;
}
