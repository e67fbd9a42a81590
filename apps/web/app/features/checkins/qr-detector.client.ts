// The QR decoder of the scan page, loaded only there (a dynamic import from the scanner): the browser's
// own BarcodeDetector when it reads qr_code, else the barcode-detector ponyfill (ZXing in WebAssembly),
// itself imported on demand so its code and its wasm are fetched only by browsers that need them.

export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeBarcodeDetector {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** `formats`: what to read, in BarcodeDetector's names: QR codes here, Code 128 at the counter (`code_128`). */
export async function createQrDetector(formats: readonly string[] = ["qr_code"]): Promise<QrDetector> {
  const Native = (globalThis as { BarcodeDetector?: NativeBarcodeDetector }).BarcodeDetector;
  if (Native !== undefined) {
    try {
      const supported = await Native.getSupportedFormats();
      if (formats.every((f) => supported.includes(f))) return new Native({ formats: [...formats] });
    } catch {
      // A native detector without a working backend: fall through to ZXing.
    }
  }
  // Only the scan page's own document may compile WebAssembly (its CSP's 'wasm-unsafe-eval'): elsewhere
  // ZXing would fail on every frame unseen, so say so and let the scanner offer the typed code.
  if (!mayCompileWasm()) throw new Error("This document's CSP does not allow WebAssembly: load the scan page itself.");
  const { createZxingDetector } = await import("./zxing.client.ts");
  return createZxingDetector(formats);
}

/** The smallest WebAssembly module (magic number and version): compiling it asks the CSP and nothing else. */
const EMPTY_MODULE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

function mayCompileWasm(): boolean {
  try {
    new WebAssembly.Module(EMPTY_MODULE);
    return true;
  } catch {
    return false;
  }
}
