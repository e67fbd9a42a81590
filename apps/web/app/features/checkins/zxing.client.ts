// The barcode-detector ponyfill with its ZXing wasm served by us: by default zxing-wasm fetches it from
// a CDN, which our CSP (connect-src 'self') forbids and which would leak every scan page visit. Vite
// emits the wasm as a hashed asset (`?url`); locateFile points the module at it.
import { BarcodeDetector, prepareZXingModule, type BarcodeFormat } from "barcode-detector/ponyfill";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";
import type { QrDetector } from "./qr-detector.client.ts";

let prepared = false;

export function createZxingDetector(formats: readonly string[]): QrDetector {
  if (!prepared) {
    prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) =>
          path.endsWith(".wasm") ? new URL(wasmUrl, window.location.href).href : prefix + path,
      },
    });
    prepared = true;
  }
  return new BarcodeDetector({ formats: [...formats] as BarcodeFormat[] });
}
