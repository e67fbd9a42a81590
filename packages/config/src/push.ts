// The Web Push settings (decision 0060), parsed with the rest of the configuration (index.ts).
import type { AppConfig } from "./index.ts";

/** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (see `AppConfig.push`); problems in Dutch. */
export function parsePush(
  publicKey: string | undefined,
  privateKey: string | undefined,
  subject: string | undefined,
  mailFrom: string,
  problems: string[],
): AppConfig["push"] {
  const bytes = (value: string) => (/^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, "base64url") : Buffer.alloc(0));
  if ((publicKey === undefined) !== (privateKey === undefined))
    problems.push("Zet VAPID_PUBLIC_KEY en VAPID_PRIVATE_KEY allebei (een P-256-sleutelpaar, base64url), of geen van beide");
  if (publicKey !== undefined && (bytes(publicKey).length !== 65 || bytes(publicKey)[0] !== 4))
    problems.push("VAPID_PUBLIC_KEY moet een publieke P-256-sleutel zijn: 65 bytes, base64url (bv. van npx web-push generate-vapid-keys)");
  if (privateKey !== undefined && bytes(privateKey).length !== 32)
    problems.push("VAPID_PRIVATE_KEY moet een private P-256-sleutel zijn: 32 bytes, base64url");
  const address =
    /<([^<>@\s]+@[^<>@\s]+)>/.exec(mailFrom)?.[1] ?? (/^[^<>@\s]+@[^<>@\s]+$/.test(mailFrom) ? mailFrom : "no-reply@voorbeeld.test");
  const chosen = subject ?? `mailto:${address}`;
  if (!/^mailto:[^@\s]+@[^@\s]+$/.test(chosen) && !/^https:\/\/[^\s]+$/.test(chosen))
    problems.push(`VAPID_SUBJECT moet met mailto: of https:// beginnen (gekregen: ${JSON.stringify(chosen)})`);
  return { vapidPublicKey: publicKey, vapidPrivateKey: privateKey, subject: chosen };
}
