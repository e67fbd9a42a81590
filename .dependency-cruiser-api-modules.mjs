// The second pass of `npm run boundaries` (scripts/check-boundaries.ts): the api as it runs, its tests
// left out (a test and the test helpers in apps/api/src/testing may import whatever a test needs; that is
// no dependency between modules). Decision 0028, ARCHITECTURE.md "The api's modules".
import wholeRepository from "./.dependency-cruiser.cjs";

const { options } = wholeRepository;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-cycles-between-api-modules",
      comment:
        "No two api modules import each other, directly or through other folders (a module's sub-folders, shared/, http/): the folders' import graph has no cycle that leaves a module. Call in one direction; move what both need below both (a module of its own, or apps/api/src/shared/).",
      severity: "error",
      scope: "folder",
      from: { path: "^apps/api/src/modules/([^/]+)" },
      to: { path: "^apps/api/src/", pathNot: "^apps/api/src/modules/$1(/|$)", circular: true },
    },
  ],
  options: {
    ...options,
    includeOnly: "^apps/api/src/",
    exclude: { path: `${options.exclude.path}|\\.test\\.tsx?$` },
  },
};
