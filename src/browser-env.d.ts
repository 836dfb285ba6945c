// The ambient types browser code sees (tsconfig.browser.json): Astro's full client types would pull
// in Vite's Node API and, with it, Node's globals.
/// <reference types="vite/client" />
/// <reference path="../node_modules/astro/types/transitions.d.ts" />
