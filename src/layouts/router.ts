/** Astro's view-transition router and its prefetch, loaded by ./navigation.ts on a reader's first move towards a link. */
export { navigate } from 'astro:transitions/client';
export { prefetch } from 'astro/virtual-modules/prefetch.js';
