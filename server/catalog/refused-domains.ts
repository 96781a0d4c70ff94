import { isIP } from "node:net";
import freeMailDomainList from "email-providers/all.json" with { type: "json" };

/**
 * Domains that cannot stand for one company (docs/decisions/079-refused-domains.md): free email providers (anyone
 * can open an address there, so an address there proves nothing), IP literals and reserved, special-use names.
 */
export type DomainRefusal = "free-mail" | "ip-address" | "reserved";

/**
 * Special-use and never-delegated names: RFC 2606 and 6761 (test, example, invalid, localhost, example.com/.net/.org),
 * RFC 6762 (local), RFC 7686 (onion), RFC 8375 (home.arpa, and arpa as a whole), RFC 9476 (alt), ICANN's private-use
 * internal (2024) and the collision names it will not delegate (home, corp, mail), and the common localdomain.
 */
const reservedSuffixes = [
  "test",
  "example",
  "invalid",
  "localhost",
  "localdomain",
  "local",
  "onion",
  "alt",
  "arpa",
  "internal",
  "home",
  "corp",
  "mail",
  "example.com",
  "example.net",
  "example.org",
];

let freeMailDomains: ReadonlySet<string> | undefined;

/**
 * Free and forwarding mail services the package's list lacks, found by a probe of issue #34 (each a public
 * service whose sign-up page offers an address to anyone): privacy mail (Tuta, Proton's Pass aliases, Posteo,
 * Mailfence, Fastmail), alias relays (DuckDuckGo, Firefox Relay, SimpleLogin, addy.io) and Microsoft 365's default
 * tenant domain (any trial tenant gets `name.onmicrosoft.com`).
 */
const moreFreeMailDomains = [
  "duck.com",
  "tutanota.com",
  "tutanota.de",
  "tutamail.com",
  "tuta.com",
  "tuta.io",
  "keemail.me",
  "mozmail.com",
  "simplelogin.com",
  "simplelogin.co",
  "slmail.me",
  "aleeas.com",
  "anonaddy.com",
  "anonaddy.me",
  "addy.io",
  "fastmail.com",
  "fastmail.fm",
  "posteo.de",
  "posteo.net",
  "mailfence.com",
  "passmail.net",
  "passmail.com",
  "passinbox.com",
  "onmicrosoft.com",
];

/** The email-providers package's list (8,000+ domains, ISC) and ours, made a set once when first needed. */
function freeMailList() {
  freeMailDomains ??= new Set([...freeMailDomainList, ...moreFreeMailDomains]);
  return freeMailDomains;
}

/** The domain and each parent of it: "eu.mail.yahoo.co.uk" → itself, "mail.yahoo.co.uk", "yahoo.co.uk", "co.uk", "uk". */
function selfAndParents(domain: string) {
  const labels = domain.split(".");
  return labels.map((_, index) => labels.slice(index).join("."));
}

/** Whether a host (a domain or an IP literal, brackets allowed) cannot stand for a company, and why. */
export function domainRefusal(host: string): DomainRefusal | null {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  if (isIP(name) !== 0) return "ip-address";
  const candidates = selfAndParents(name);
  if (candidates.some((candidate) => reservedSuffixes.includes(candidate))) return "reserved";
  const freeMail = freeMailList();
  if (candidates.some((candidate) => freeMail.has(candidate))) return "free-mail";
  return null;
}

/** Why a refused host cannot stand for a company, in a sentence's first half. */
export function describeRefusedDomain(host: string, refusal: DomainRefusal) {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "");
  switch (refusal) {
    case "free-mail":
      return `${name} is a free email provider: anyone can open an address there`;
    case "ip-address":
      return `${name} is an IP address, not a company's domain`;
    case "reserved":
      return `${name} is a reserved name that no real company's website has`;
  }
}
