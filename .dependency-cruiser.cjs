/**
 * Which way imports may point (`npm run lint:deps`, part of `npm test`):
 * pages/layouts/components → features → stores → browser (platform) → shared.
 * The admin app sits beside the reader features and uses only stores, browser and shared.
 * dependency-cruiser reads .ts/.tsx/.js; imports made in .astro files are not seen by it.
 */
const UI = '^src/(pages|layouts|components)/';

/** An error-level rule: nothing under `from` may import anything matching `to`. */
const never = (name, comment, from, to, extra = {}) => ({
  name,
  severity: 'error',
  comment,
  from: { path: from },
  to: { path: to, ...extra },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules may not import each other round in a circle.',
      from: {},
      to: { circular: true },
    },
    never(
      'shared-stands-alone',
      'src/shared is read by the server, the pages and the browser: it imports nothing of theirs.',
      '^src/shared/',
      '^src/(?!shared/)',
    ),
    never(
      'browser-platform-below-stores',
      'The platform layer (API client, storage, DOM helpers, icons, form kit) knows no store, feature or screen.',
      '^src/browser/',
      '^src/(stores|features|components|pages|layouts|admin|server)/',
    ),
    never(
      'stores-below-features',
      'Stores hold state for features and the admin; they never reach up into them.',
      '^src/stores/',
      '^src/(features|components|pages|layouts|admin|server)/',
    ),
    never(
      'features-below-pages',
      'Features are composed by pages, layouts and components, not the other way round.',
      '^src/features/',
      [UI, '^src/admin/'],
    ),
    never(
      'features-stand-alone',
      'A reader feature does not import another; only the post feature composes them.',
      '^src/features/(?!post/)([^/]+)/',
      '^src/features/',
      {
        pathNot: '^src/features/$1/',
      },
    ),
    never(
      'browser-code-never-imports-the-server',
      'Code that ships to browsers must not pull in server modules (secrets, Blobs, Node APIs).',
      '^src/(browser|stores|features|admin)/',
      '^src/server/',
    ),
    never(
      'admin-never-imports-reader-features',
      'The admin app shares stores, the platform layer and shared types with reader pages, never their features or pages.',
      '^src/admin/',
      ['^src/features/', UI],
    ),
    {
      name: 'store-only-through-repos',
      severity: 'error',
      comment:
        'Routes, services and the rest reach storage through a repo, which owns its key names; only repos use the store client.',
      from: { path: '^(src|netlify)/', pathNot: '^src/server/(repos|storage)/' },
      to: { path: '^src/server/storage/(store|safe-key|versioned-cache)\\.ts$' },
    },
    {
      name: 'blobs-only-in-storage',
      severity: 'error',
      comment: 'Only the store client (src/server/storage) talks to Netlify Blobs, so every key passes its safety check.',
      from: { path: '^(src|netlify)/', pathNot: '^src/server/storage/' },
      to: { path: '^node_modules/@netlify/blobs/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules is not followed but stays in the graph, so a rule can name a package.
    exclude: { path: '^(dist|\\.astro|\\.e2e|\\.netlify|\\.bench)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
