/**
 * The analytics tracker on every public page (DESIGN.md, Analytics): a pageview on load and after
 * each client-side navigation, one engage when the page is hidden or left. It keeps nothing in the
 * browser and stays silent for signed-in staff, with Global Privacy Control and while the site has
 * web analytics off (the layout marks `<body data-analytics="on">`). Kept tiny: every page loads it.
 */
// TOKEN_KEY and USER_KEY of src/browser/storage.ts, written out: importing that module would load
// the code the site's features share along with this script.
const TOKEN_KEY = 'auth_token';
const USER_KEY = 'user_data';

let path = '';
let shownAt = 0;
let depth = 0;
let done = true;
let referrer = document.referrer;

function isStaff(): boolean {
  try {
    const user = localStorage.getItem(TOKEN_KEY) && JSON.parse(localStorage.getItem(USER_KEY) || 'null');
    return Boolean(user && (user.role ? user.role !== 'reader' : user.isAdmin));
  } catch {
    return false;
  }
}

const silent = () =>
  (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl ||
  document.body.dataset.analytics !== 'on' ||
  location.pathname.startsWith('/admin') ||
  isStaff();

const send = (event: object) =>
  navigator.sendBeacon('/api/events', JSON.stringify({ ...event, path, referrer, width: innerWidth }));

function engage(): void {
  if (done) return;
  done = true;
  send({ type: 'engage', engagedMs: Date.now() - shownAt, depth });
}

document.addEventListener('astro:page-load', () => {
  engage();
  if (silent()) return;
  path = location.pathname + location.search;
  shownAt = Date.now();
  depth = 0;
  done = false;
  send({ type: 'pageview' });
  referrer = location.href;
});
addEventListener(
  'scroll',
  () => (depth = Math.max(depth, Math.min(100, Math.round((100 * (scrollY + innerHeight)) / document.body.scrollHeight)))),
  { passive: true },
);
document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && engage());
document.addEventListener('astro:before-preparation', engage);
addEventListener('pagehide', engage);
