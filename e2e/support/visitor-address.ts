/**
 * The journeys' visitors each come from an address of their own, as real readers do: the shared
 * portal trusts its loopback proxy (TRUST_PROXY=loopback) and reads X-Forwarded-For, so the
 * per-address limits (ten sign-ins or sign-ups a minute) apply to one visitor at a time, not to
 * every journey running at once from 127.0.0.1. Addresses are from the documentation range
 * 198.18.0.0/15, unique per test worker and visitor.
 */
let made = 0;

/** Playwright Test's worker number (a new one for each worker, restarts included), else the pid. */
const processNumber = Number(process.env.TEST_WORKER_INDEX ?? process.pid) % 256;

export function nextVisitorAddress(): string {
  made += 1;
  const slot = (processNumber << 8) | (made & 255);
  return `198.${18 + ((made >> 8) & 1)}.${slot >> 8}.${slot & 255}`;
}

/** The header a visitor sends so the portal sees its own address. */
export function visitorAddressHeader(): Record<string, string> {
  return { 'x-forwarded-for': nextVisitorAddress() };
}
