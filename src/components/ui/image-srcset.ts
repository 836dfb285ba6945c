/** Width variants for image hosts that resize through query parameters. */
const RESIZING_HOSTS: Record<string, string> = {
  'images.unsplash.com': 'w',
  'images.pexels.com': 'w',
};

const STEPS = [320, 480, 640, 800, 1024, 1280, 1600];

export function responsiveSrcset(src: string, width: number): { src: string; srcset: string } | undefined {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  const param = RESIZING_HOSTS[url.hostname];
  if (!param) return undefined;
  const at = (w: number) => {
    const u = new URL(url);
    u.searchParams.set(param, String(w));
    if (url.hostname === 'images.unsplash.com') {
      u.searchParams.set('auto', 'format');
      u.searchParams.set('fit', 'crop');
      u.searchParams.set('q', '75');
    }
    return u.toString();
  };
  const widths = STEPS.filter((w) => w <= width * 2);
  return { src: at(width), srcset: widths.map((w) => `${at(w)} ${w}w`).join(', ') };
}
