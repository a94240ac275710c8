/**
 * A fixed map's value for a key that came from outside (an address, a form, a record): only the
 * map's own entries count, never what every object inherits ('constructor', 'toString',
 * '__proto__'), which would otherwise read as a value (ADR 024).
 */
export function ownValue<T>(map: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}
