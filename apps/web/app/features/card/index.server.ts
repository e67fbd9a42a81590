// The card feature's server-only entry: the barcode (and the kiosk's QR code) are drawn on the server.
export { code128, qrCode, type Barcode, type QrCode } from "./barcode.server.ts";
