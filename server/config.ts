/**
 * The production server's settings, read from the environment once at start (server/index.ts).
 * Every setting has a default; a value that is not a usable number stops the start with a line
 * naming it, rather than running with a limit nobody chose. docs/production.md lists them.
 */
import { DEFAULT_LIMITS, type ServerLimits } from './server';
import { DEFAULT_SEARCH_LIMITS, type SearchLimits } from './searchLimits';

export interface ServerConfig {
  port: number;
  hostname: string;
  distDir: string;
  /** Behind a proxy the operator runs: clients are told apart by the X-Forwarded-For it appends. */
  trustProxy: boolean;
  limits: ServerLimits;
  search: SearchLimits;
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

function wholeNumber(env: Env, name: string, fallback: number, min: number, max = 10_000_000): number {
  const text = env[name]?.trim();
  if (text === undefined || text === '') return fallback;
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) {
    throw new ConfigError(`${name}=${JSON.stringify(text)} is not usable: give a whole number from ${min} to ${max}.`);
  }
  return value;
}

function yesNo(env: Env, name: string): boolean {
  const text = env[name]?.trim().toLowerCase();
  if (text === undefined || text === '' || text === '0' || text === 'false' || text === 'no') return false;
  if (text === '1' || text === 'true' || text === 'yes') return true;
  throw new ConfigError(`${name}=${JSON.stringify(env[name])} is not usable: give 1 or 0 (true or false).`);
}

export function readConfig(env: Env): ServerConfig {
  const trustProxy = yesNo(env, 'TRUST_PROXY');
  const maxConnections = wholeNumber(env, 'MAX_CONNECTIONS', DEFAULT_LIMITS.maxConnections, 1);
  // Behind a proxy every connection comes from the proxy: a cap per address would be a cap on all.
  const perClientDefault = trustProxy ? maxConnections : Math.min(DEFAULT_LIMITS.maxConnectionsPerClient, maxConnections);
  return {
    port: wholeNumber(env, 'PORT', 3000, 0, 65535),
    hostname: env.HOST?.trim() || '0.0.0.0',
    distDir: env.DIST_DIR?.trim() || 'dist',
    trustProxy,
    limits: {
      ...DEFAULT_LIMITS,
      maxConnections,
      maxConnectionsPerClient: wholeNumber(env, 'MAX_CONNECTIONS_PER_CLIENT', perClientDefault, 1, maxConnections),
      firstByteTimeoutMs: wholeNumber(env, 'FIRST_BYTE_TIMEOUT_MS', DEFAULT_LIMITS.firstByteTimeoutMs, 100, 120_000),
    },
    search: {
      rate: wholeNumber(env, 'SEARCH_RATE_LIMIT', DEFAULT_SEARCH_LIMITS.rate, 1),
      rateWindowSeconds: wholeNumber(env, 'SEARCH_RATE_WINDOW_S', DEFAULT_SEARCH_LIMITS.rateWindowSeconds, 1, 3600),
      concurrencyPerClient: wholeNumber(env, 'SEARCH_CONCURRENCY_PER_CLIENT', DEFAULT_SEARCH_LIMITS.concurrencyPerClient, 1),
      queueLimit: wholeNumber(env, 'SEARCH_QUEUE_LIMIT', DEFAULT_SEARCH_LIMITS.queueLimit, 1),
      refusalDelayMs: wholeNumber(env, 'SEARCH_REFUSAL_DELAY_MS', DEFAULT_SEARCH_LIMITS.refusalDelayMs, 0, 10_000),
    },
  };
}
