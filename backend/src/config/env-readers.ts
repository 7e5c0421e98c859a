/**
 * Reading one environment variable each: trimmed, blank as unset, and a ConfigError naming the
 * variable (never echoing a secret) when a value is unusable. `app-config.ts` composes them.
 */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly reason: string,
  ) {
    super(`Invalid environment variable ${variable}: ${reason}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

export function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function oneOf<T extends string>(
  env: Env,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = optional(env, name);
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')} (got "${value}")`);
  }
  return value as T;
}

export function port(env: Env, name: string, fallback: number): number {
  const value = optional(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < 1 || parsed > 65535) {
    throw new ConfigError(name, `must be a whole number from 1 to 65535 (got "${value}")`);
  }
  return parsed;
}

export function url(env: Env, name: string, protocols: string[]): string | undefined {
  const value = optional(env, name);
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, 'is not a valid URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return value;
}

export function wholeNumber(env: Env, name: string, fallback: number): number {
  const value = optional(env, name);
  if (value === undefined) return fallback;
  if (!/^[1-9]\d{0,6}$/.test(value)) {
    throw new ConfigError(name, `must be a whole number from 1 to 9999999 (got "${value}")`);
  }
  return Number(value);
}

export function flag(env: Env, name: string): boolean {
  const value = optional(env, name);
  if (value === undefined) return false;
  if (['1', 'true', 'yes'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(value.toLowerCase())) return false;
  throw new ConfigError(name, `must be true or false (got "${value}")`);
}

/** A switch that is on unless set to false. */
export function switchedOn(env: Env, name: string): boolean {
  return optional(env, name) === undefined ? true : flag(env, name);
}

const MIN_SECRET_LENGTH = 32;

export function secret(env: Env, name: string, required: boolean): string | undefined {
  const value = optional(env, name);
  if (value === undefined) {
    if (required)
      throw new ConfigError(
        name,
        `must be set in production (at least ${MIN_SECRET_LENGTH} characters)`,
      );
    return undefined;
  }
  // Never echo the value: it is a secret.
  if (value.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(name, `must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  return value;
}
