// TRUST_PROXY: which peers may tell the visitor's address in X-Forwarded-For (the per-address rate limits
// count that address). Every entry is checked here, so the server never meets one it cannot compile
// (@fastify/proxy-addr throws on `0.0.0.0/0`, `999.1.1.1` or `10.0.0.0/33`, and reads `010.0.0.1` as
// octal). In the public posture a range must lie within private, loopback or link-local space; outside
// it only single addresses are trusted: a wider range would let whoever holds an address in it write
// any visitor address, and so pass every per-address limit.

/**
 * Which peers may set X-Forwarded-For. Loopback peers (the web server calling the API) are always
 * trusted; TRUST_PROXY adds the load balancer: a hop count ("1") or its addresses/CIDRs
 * ("10.0.0.0/8,192.0.2.7"). The left-most entry a client wrote is never trusted.
 */
export type TrustProxy = { kind: "loopback" } | { kind: "hops"; hops: number } | { kind: "addresses"; addresses: string[] };

/** An address or range as 128 bits (IPv4 as its IPv4-mapped IPv6 form, ::ffff:a.b.c.d) and a prefix length. */
interface Range {
  bits: bigint;
  prefix: number;
}

const IPV4_MAPPED = 0xffffn << 32n;
const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IPV4 = new RegExp(`^${OCTET}\\.${OCTET}\\.${OCTET}\\.${OCTET}$`);

function ipv4Bits(text: string): bigint | undefined {
  if (!IPV4.test(text)) return undefined;
  return text.split(".").reduce((sum, octet) => (sum << 8n) | BigInt(Number(octet)), 0n);
}

function ipv6Bits(text: string): bigint | undefined {
  if (!/^[0-9a-f:.]+$/i.test(text) || text.split("::").length > 2) return undefined;
  const groupsOf = (part: string): number[] | undefined => {
    if (part === "") return [];
    const groups: number[] = [];
    const pieces = part.split(":");
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes(".")) {
        const v4 = ipv4Bits(piece);
        if (v4 === undefined) return undefined;
        groups.push(Number(v4 >> 16n), Number(v4 & 0xffffn));
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) groups.push(parseInt(piece, 16));
      else return undefined;
    }
    return groups;
  };
  const [head = "", tail] = text.split("::");
  const before = groupsOf(head);
  const after = tail === undefined ? [] : groupsOf(tail);
  if (before === undefined || after === undefined) return undefined;
  // An embedded IPv4 address only at the end.
  if (tail !== undefined && head.includes(".")) return undefined;
  const missing = 8 - before.length - after.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...before, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...after];
  return groups.reduce((sum, group) => (sum << 16n) | BigInt(group), 0n);
}

/** `10.0.0.0/8`, `192.0.2.7`, `fd00::/8`, `::ffff:10.0.0.0/104` as a range; undefined when it is none (or /0). */
function parseRange(entry: string): Range | undefined {
  const [address = "", prefixText, extra] = entry.split("/");
  if (extra !== undefined || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) return undefined;
  const v4 = ipv4Bits(address);
  const bits = v4 === undefined ? ipv6Bits(address) : IPV4_MAPPED | v4;
  if (bits === undefined) return undefined;
  const max = v4 === undefined ? 128 : 32;
  const length = prefixText === undefined ? max : Number(prefixText);
  // proxy-addr refuses /0 (it would trust every address) and anything longer than the address.
  if (length < 1 || length > max) return undefined;
  return { bits, prefix: v4 === undefined ? length : 96 + length };
}

function within(range: Range, block: Range): boolean {
  if (range.prefix < block.prefix) return false;
  const shift = BigInt(128 - block.prefix);
  return range.bits >> shift === block.bits >> shift;
}

/** Private (RFC 1918, unique local), loopback and link-local space: where a load balancer's range may lie. */
const PRIVATE_BLOCKS = ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "127.0.0.0/8", "169.254.0.0/16", "fc00::/7", "fe80::/10", "::1"];
const privateRanges = PRIVATE_BLOCKS.map((block) => parseRange(block)!);

/** A range a public process may trust: within private space, or one single address. */
function isNarrowEnough(range: Range): boolean {
  return range.prefix === 128 || privateRanges.some((block) => within(range, block));
}

export function parseTrustProxy(value: string | undefined, posture: "local-demo" | "public", problems: string[]): TrustProxy {
  if (value === undefined || value === "" || value === "false") return { kind: "loopback" };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= 10) return { kind: "hops", hops };
  }
  const addresses = value
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  if (value === "true" || /^\d+$/.test(value) || addresses.length === 0 || !addresses.every((a) => /^[0-9a-f:.]+(?:\/\d+)?$/i.test(a))) {
    problems.push(
      `TRUST_PROXY moet het aantal proxy's voor de server zijn (1 tot 10) of de adressen/CIDR's van de load balancer, gescheiden door komma's (gekregen: ${JSON.stringify(value)}); "true" vertrouwt ook wat een bezoeker zelf in X-Forwarded-For schrijft en is niet toegelaten`,
    );
    return { kind: "loopback" };
  }
  const ranges = addresses.map((a) => [a, parseRange(a)] as const);
  const invalid = ranges.filter(([, range]) => range === undefined).map(([a]) => a);
  const tooWide = ranges.filter(([, range]) => range !== undefined && posture === "public" && !isNarrowEnough(range)).map(([a]) => a);
  if (invalid.length > 0) {
    problems.push(
      `TRUST_PROXY: ${invalid.join(", ")} is geen geldig IP-adres of CIDR-bereik (IPv4 met een prefix van /1 tot /32, IPv6 van /1 tot /128, zonder voorloopnullen; /0 zou elk adres vertrouwen)`,
    );
  }
  if (tooWide.length > 0) {
    problems.push(
      `TRUST_PROXY: ${tooWide.join(", ")} is te ruim voor de publieke modus: elk adres daarin zou het bezoekersadres in X-Forwarded-For mogen invullen en zo de limieten per adres omzeilen. Een bereik moet binnen een privénetwerk, loopback of link-local liggen (${PRIVATE_BLOCKS.join(", ")}); daarbuiten enkel losse adressen van de load balancer, of het aantal proxy's (1)`,
    );
  }
  if (invalid.length > 0 || tooWide.length > 0) return { kind: "loopback" };
  return { kind: "addresses", addresses };
}
