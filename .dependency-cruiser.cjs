// The architecture's boundaries, checked by `npm run boundaries` (part of `npm test`) over the whole
// repository, tests included. The api's modules as they run (without tests) get a second pass with
// .dependency-cruiser-api-modules.mjs: no cycle between modules.
// See ARCHITECTURE.md "Parts" and "The api's modules", docs/decisions/0015-package-boundaries.md and 0028.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "apps-never-import-each-other",
      comment: "An app imports packages, never another app: the host (host/) is the only place that mounts them together.",
      severity: "error",
      from: { path: "^apps/([^/]+)/" },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
    {
      name: "apps-never-import-the-host",
      comment: "The host composes the apps; an app does not know how it is hosted.",
      severity: "error",
      from: { path: "^apps/" },
      to: { path: "^host/" },
    },
    {
      name: "packages-never-import-apps",
      comment: "Packages are shared building blocks; they never reach into an app or the host.",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^(apps|host)/" },
    },
    {
      name: "api-modules-keep-their-sql",
      comment:
        'Only a module imports its own repository.ts (its SQL and rows stay inside it): another module calls its service. See ARCHITECTURE.md "The api\'s modules" and decision 0028.',
      severity: "error",
      from: { path: "^apps/api/src/modules/([^/]+)/" },
      to: { path: "^apps/api/src/modules/.+/repository\\.ts$", pathNot: "^apps/api/src/modules/$1/" },
    },
    {
      name: "api-shared-imports-no-module",
      comment: "apps/api/src/shared/ holds what the modules share (opaque tokens, search SQL fragments): it sits below every module.",
      severity: "error",
      from: { path: "^apps/api/src/shared/" },
      to: { path: "^apps/api/src/modules/" },
    },
    {
      name: "browser-code-never-imports-server-modules",
      comment:
        "Only route modules (their loaders and actions, which React Router keeps on the server) and other *.server modules may import a *.server module; everything else can end up in the browser bundle.",
      severity: "error",
      from: {
        path: "^apps/web/app/",
        pathNot: [
          "\\.server\\.tsx?$",
          "^apps/web/app/(routes|layouts)/",
          "^apps/web/app/root\\.tsx$",
          "^apps/web/app/entry\\.server\\.tsx$",
          "\\.test\\.tsx?$",
        ],
      },
      to: { path: "\\.server\\.tsx?$" },
    },
    {
      name: "ui-stays-generic",
      comment: "The design system (app/ui) knows nothing of navigation (nor of features: web-shared-code-imports-no-feature).",
      severity: "error",
      from: { path: "^apps/web/app/ui/" },
      to: { path: "^apps/web/app/navigation/" },
    },
    {
      name: "web-features-are-reached-through-their-entry",
      comment:
        "Outside app/features, web code (routes, layouts, root, /pwa.js, apps/web/server) reaches a feature only through its public entry: index.ts (browser-safe) or index.server.ts (server-only).",
      severity: "error",
      from: { path: "^apps/web/", pathNot: "^apps/web/app/features/" },
      to: { path: "^apps/web/app/features/", pathNot: "^apps/web/app/features/[^/]+/index(\\.server)?\\.ts$" },
    },
    {
      name: "web-features-import-each-other-through-the-entry",
      comment: "A feature imports another feature only through that feature's public entry (index.ts or index.server.ts).",
      severity: "error",
      from: { path: "^apps/web/app/features/([^/]+)/" },
      to: {
        path: "^apps/web/app/features/",
        pathNot: ["^apps/web/app/features/$1/", "^apps/web/app/features/[^/]+/index(\\.server)?\\.ts$"],
      },
    },
    {
      name: "web-shared-code-imports-no-feature",
      comment:
        "The web app's shared code (app/server: api client, session, OIDC client, clock; app/navigation: route guards, return paths, menus; app/ui, app/copy, app/i18n, app/seo, the route table, the router context) imports no feature: features build on it, never the other way round.",
      severity: "error",
      from: {
        path: [
          "^apps/web/app/(server|navigation|ui|copy|i18n|seo|styles)/",
          "^apps/web/app/(route-table|routes|context|context\\.server|build-product)\\.ts$",
        ],
      },
      to: { path: "^apps/web/app/features/" },
    },
    {
      name: "no-unresolvable-imports",
      severity: "error",
      from: {},
      // React Router's generated route types (./+types/<route>) exist after `react-router typegen`;
      // Vite resolves asset imports with a `?url` suffix (the scan page's self-hosted ZXing wasm).
      to: { couldNotResolve: true, pathNot: "\\+types/|\\?url$" },
    },
    {
      name: "no-undeclared-npm-packages",
      comment: "Every npm package a workspace imports is declared in its package.json (or the root's, for tooling).",
      severity: "error",
      from: { pathNot: "^(e2e|bench|scripts)/|\\.test\\.tsx?$|\\.config\\.ts$" },
      to: { dependencyTypes: ["npm-no-pkg", "npm-unknown"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.react-router|\\.test-output|data)/" },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    tsConfig: { fileName: "tsconfig.base.json" },
  },
};
