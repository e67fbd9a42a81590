// PARTNER_CLIENT_SECRETS, parsed with the rest of the configuration (index.ts): the partner API's client
// secrets by client id, each at least 32 characters; problems in Dutch.

/** The secrets by client id, or undefined when the setting is absent. */
export function parsePartnerClientSecrets(value: string | undefined, problems: string[]): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  try {
    const parsed = JSON.parse(value) as unknown;
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("geen object");
    const secrets: Record<string, string> = {};
    for (const [clientId, secret] of Object.entries(parsed)) {
      if (typeof secret !== "string" || secret.length < 32)
        problems.push(`PARTNER_CLIENT_SECRETS: het geheim van ${clientId} moet minstens 32 tekens zijn`);
      else secrets[clientId] = secret;
    }
    return secrets;
  } catch {
    problems.push('PARTNER_CLIENT_SECRETS moet JSON zijn: {"<client id>": "<geheim>"}');
    return undefined;
  }
}
