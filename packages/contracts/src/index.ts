// Shared contracts of api, web and tests. Each module can also be imported on its own (the list is
// package.json "exports"):
// `@vtp/contracts/problem`, `@vtp/contracts/card-number`, ...
export * from "./card-number.ts";
export * from "./health.ts";
export * from "./insz.ts";
export * from "./problem.ts";
export * from "./zod-nl.ts";
