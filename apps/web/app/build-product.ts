import { loadConfig } from "@vtp/config";

/**
 * The product slug used to generate the route table. React Router evaluates app/routes.ts at build
 * time, so changing PRODUCT_SLUG means rebuilding the web app (`npm run build -w @vtp/web`).
 * Only the brand fields are read here, validated by the same rules as at run time.
 */
export function buildProductSlug(env: Record<string, string | undefined>): string {
  return loadConfig({ PRODUCT_SLUG: env.PRODUCT_SLUG, PRODUCT_NAME: env.PRODUCT_NAME }).product.slug;
}
