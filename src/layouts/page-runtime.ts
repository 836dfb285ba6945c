/**
 * The one script of its own that every public page loads before a reader acts: navigation, each
 * control's code on first use, fresh counts, search on first use. Everything else is a dynamic import.
 */
import './navigation';
import './lazy-features';
import './freshness';
import '@/features/search/search-trigger';

// Astro's router says when a page has loaded; it arrives late here, so this says it for the first
// page, and only once: an island that imports the router before the load event would say it again.
let swapped = true;
document.addEventListener('astro:after-swap', () => (swapped = true));
document.addEventListener(
  'astro:page-load',
  (e) => {
    if (!swapped) e.stopImmediatePropagation();
    swapped = false;
  },
  { capture: true },
);
const loaded = () => document.dispatchEvent(new Event('astro:page-load'));
if (document.readyState === 'complete') loaded();
else addEventListener('load', loaded, { once: true });
