// The card feature's server-only entry: the barcode is drawn on the server.
export { code128, type Barcode } from "./barcode.server.ts";
