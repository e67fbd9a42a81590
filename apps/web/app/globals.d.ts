/** Product slug the route table was built with (vite.config.ts `define`). */
declare const __VTP_BUILT_PRODUCT_SLUG__: string;
