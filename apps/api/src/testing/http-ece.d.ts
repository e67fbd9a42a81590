// The types of http_ece (RFC 8188 / 8291 content encoding), used by the push tests' push service to decrypt what it receives.
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  interface EceParams {
    version: "aes128gcm" | "aesgcm";
    privateKey?: ECDH;
    authSecret?: string;
    dh?: string;
  }
  const ece: { decrypt(buffer: Buffer, params: EceParams): Buffer; encrypt(buffer: Buffer, params: EceParams): Buffer };
  export default ece;
}
