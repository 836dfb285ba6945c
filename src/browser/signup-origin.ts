/**
 * Where a subscription or sign-up happens, for its attribution: this page, and the referrer the
 * visit arrived with (client-side navigation keeps the landing page's `document.referrer`).
 */
export const signupOrigin = () => ({ path: location.pathname + location.search, referrer: document.referrer });
