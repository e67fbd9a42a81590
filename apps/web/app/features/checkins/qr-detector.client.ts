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

export async function createQrDetector(): Promise<QrDetector> {
  const Native = (globalThis as { BarcodeDetector?: NativeBarcodeDetector }).BarcodeDetector;
  if (Native !== undefined) {
    try {
      if ((await Native.getSupportedFormats()).includes("qr_code")) return new Native({ formats: ["qr_code"] });
    } catch {
      // A native detector without a working backend: fall through to ZXing.
    }
  }
  const { createZxingDetector } = await import("./zxing.client.ts");
  return createZxingDetector();
}
