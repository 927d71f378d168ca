/** The server's settings from the environment (server/config.ts). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ConfigError, readConfig } from '../../server/config';
import { DEFAULT_SEARCH_LIMITS } from '../../server/searchLimits';
import { DEFAULT_LIMITS } from '../../server/server';

describe('readConfig', () => {
  it('has a default for everything', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 3000, hostname: '0.0.0.0', distDir: 'dist', trustProxy: false, search: DEFAULT_SEARCH_LIMITS });
    expect(config.limits).toEqual(DEFAULT_LIMITS);
  });

  it('reads each limit from its variable', () => {
    const config = readConfig({
      PORT: '8080',
      MAX_CONNECTIONS: '2000',
      MAX_CONNECTIONS_PER_CLIENT: '50',
      FIRST_BYTE_TIMEOUT_MS: '1500',
      SEARCH_RATE_LIMIT: '30',
      SEARCH_RATE_WINDOW_S: '60',
      SEARCH_CONCURRENCY_PER_CLIENT: '2',
      SEARCH_QUEUE_LIMIT: '10',
      SEARCH_REFUSAL_DELAY_MS: '250',
    });
    expect(config.port).toBe(8080);
    expect(config.limits).toMatchObject({ maxConnections: 2000, maxConnectionsPerClient: 50, firstByteTimeoutMs: 1500 });
    expect(config.search).toEqual({ rate: 30, rateWindowSeconds: 60, concurrencyPerClient: 2, queueLimit: 10, refusalDelayMs: 250 });
  });

  it('behind a trusted proxy, caps connections in total only: they all come from the proxy', () => {
    expect(readConfig({ TRUST_PROXY: '1' }).limits.maxConnectionsPerClient).toBe(DEFAULT_LIMITS.maxConnections);
    expect(readConfig({ TRUST_PROXY: 'true', MAX_CONNECTIONS: '300' }).limits.maxConnectionsPerClient).toBe(300);
    expect(readConfig({ TRUST_PROXY: 'no' }).trustProxy).toBe(false);
  });

  it('stops with the variable named for any value that is not a whole number in range', () => {
    expect(() => readConfig({ SEARCH_RATE_LIMIT: '1e3' })).toThrow('SEARCH_RATE_LIMIT="1e3" is not usable: give a whole number from 1 to 10000000.');
    expect(() => readConfig({ SEARCH_RATE_WINDOW_S: '0' })).toThrow('SEARCH_RATE_WINDOW_S="0" is not usable: give a whole number from 1 to 3600.');
    expect(() => readConfig({ MAX_CONNECTIONS_PER_CLIENT: '5000' })).toThrow(/MAX_CONNECTIONS_PER_CLIENT="5000" is not usable: give a whole number from 1 to 1024/);
    expect(() => readConfig({ TRUST_PROXY: 'maybe' })).toThrow(ConfigError);
    fc.assert(
      fc.property(fc.string().filter((text) => text.trim() !== '' && !/^\s*\d+\s*$/.test(text)), (text) => {
        expect(() => readConfig({ SEARCH_QUEUE_LIMIT: text })).toThrow(ConfigError);
      }),
    );
  });
});
