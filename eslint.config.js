// @ts-check
// ESLint for the whole repository: `npm run lint`, which `npm test` runs as one check (--only=lint).
// typescript-eslint runs on the classic TypeScript API: the `typescript` package is an alias of
// @typescript/typescript6 (TypeScript 6). The typecheck itself stays on TypeScript 7 (the package
// `@typescript/native`, see the typecheck script in package.json).
//
// No type-aware rules: on this 2-core machine they made a run about 4x slower (measured: ~86 s of CPU
// against ~20 s without), and they would need the web app's route types generated first.
// Import boundaries are checked by dependency-cruiser, not here.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Dutch text lives in the copy modules (apps/web/app/copy/), not typed inline in pages (issue 19). In the
// page folders listed below, text a visitor sees may not be written in the JSX: no letters in JSX text,
// and no string or template with letters as a child expression or as a text attribute (label, hint,
// title, aria-label…), also not as the branch of a `?:`, `&&` or `??` there. Such text comes from
// `app/copy/<feature>.ts` (a function where the text holds values).
const LETTER = "/\\p{L}/u";
const TEXT_ATTRIBUTE =
  "JSXAttribute[name.name=/^(label|hint|title|heading|legend|placeholder|alt|error|who|summary|caption|aria-label|aria-description|aria-roledescription|aria-valuetext)$|(Hint|Label|Text|Title)$/]";
const INLINE_TEXT = "Dutch text belongs in a copy module (apps/web/app/copy/<feature>.ts), not inline in the page.";
const textSlots = [":matches(JSXElement, JSXFragment) > JSXExpressionContainer", `${TEXT_ATTRIBUTE} > JSXExpressionContainer`];
const branches = [
  "",
  " > :matches(ConditionalExpression, LogicalExpression)",
  " > :matches(ConditionalExpression, LogicalExpression) > :matches(ConditionalExpression, LogicalExpression)",
];
const strings = [` > Literal[value=${LETTER}]`, ` > TemplateLiteral > TemplateElement[value.raw=${LETTER}]`];
const inlineTextSelectors = [
  `JSXText[value=${LETTER}]`,
  `${TEXT_ATTRIBUTE} > Literal[value=${LETTER}]`,
  ...textSlots.flatMap((slot) => branches.flatMap((branch) => strings.map((string) => `${slot}${branch}${string}`))),
];

export default defineConfig(
  // Build output, generated files, reports and test output.
  globalIgnores([
    "**/node_modules/",
    "apps/web/build/",
    "**/.react-router/",
    ".data/",
    ".test-output/",
    "test-results/",
    "playwright-report/",
    "bench/.tmp/",
    "bench/reports/",
    "bench/results/",
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      // Types come in through `import type` (verbatimModuleSyntax keeps value imports as written).
      "@typescript-eslint/consistent-type-imports": ["error", { prefer: "type-imports", fixStyle: "inline-type-imports" }],
      // A parameter that a signature requires but the body does not read is named with a leading `_`.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Programs report what they do through their own output: no stray console.log. The servers
      // write unexpected errors to stderr (console.error), the web app's server code has no other log.
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },

  // Command-line programs: printing their result is their job.
  {
    files: [
      "scripts/**",
      "bench/**",
      "**/*-cli.ts", // npm run migrate / npm run seed
      "apps/web/app/pwa/make-icons.ts", // writes the icons when run as a program
      "e2e/support/server.ts", // the browser suite's server process: prints where it listens
      "e2e/support/product.ts", // one product process of the scale-out cluster: same
    ],
    rules: { "no-console": "off" },
  },

  // Playwright fixtures must destructure their first parameter, also when they use no other fixture
  // (`async ({}, use) => …`): Playwright reads the pattern to know the fixture's dependencies.
  {
    files: ["e2e/**"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },

  // The identity provider's one browser script (served as a file, not bundled).
  {
    files: ["apps/idp/src/wachtwoord-tonen.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.browser } },
  },

  // The web app renders on the server and runs in the browser (and its service worker).
  {
    files: ["apps/web/app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ["apps/web/app/**/*.tsx"],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  // The error summary of a failed form submit takes the focus on load (the autofocus attribute
  // where the page arrives as plain HTML, an effect where React runs): the focus goes to the
  // errors the person has to read, which is what the rule's advice is about, not against.
  {
    files: ["apps/web/app/ui/field.tsx"],
    rules: { "jsx-a11y/no-autofocus": "off" },
  },
  // The page folders, and the feature components they show, whose text is in the copy modules (see INLINE_TEXT above).
  {
    files: [
      "apps/web/app/routes/{account,backoffice,card,card-registration,checkins,content,counter,family,favourites,legacy-login,login,messages,my-data,onboarding,online-request,organisers,preferences,rewards,staff,wallet}/**/*.tsx",
      "apps/web/app/features/{backoffice,counter,favourites,messages,organisers,rewards}/**/*.tsx",
    ],
    rules: { "no-restricted-syntax": ["error", ...inlineTextSelectors.map((selector) => ({ selector, message: INLINE_TEXT }))] },
  },
);
