/**
 * A stored article body as its post page shows it: every image with alt text, lazy and async,
 * h2/h3 headings and paragraphs with their anchors. The page's prebuilt part and the gated part a
 * reader with access fetches later both go through here, so they read and link alike.
 */
import { lazyImages, POST_PAGE_IDS, withAltText } from './headings';
import { withAnchors } from './passages';

export const articleBody = (html: string): ReturnType<typeof withAnchors> =>
  withAnchors(lazyImages(withAltText(html)), POST_PAGE_IDS);
