/**
 * The "network" a request comes from, for per-network budgets and sign-in locks. IPv4: the address. IPv6: its /64
 * prefix, since one subscriber is routinely given a whole /64 and can rotate the rest of the address at will.
 */
export function networkOf(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (!address.includes(":")) return address;
  // An IPv4-mapped IPv6 address is the IPv4 network.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : address;
}

function expandIpv6(address: string): string[] | null {
  const [head, tail, ...rest] = address.split("::");
  if (rest.length > 0) return null;
  const left = head ? head.split(":") : [];
  const right = tail !== undefined && tail !== "" ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 0) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ""));
}
