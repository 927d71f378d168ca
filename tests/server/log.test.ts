/** The access log's pieces and how a client is told apart: pure functions, over any input. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clientKey, requestClientKey } from '../../server/clientAddress';
import { escapeForLog, noteRefusal, rawPath, refusalOf } from '../../server/log';

describe('escapeForLog', () => {
  it('escapes every control and invisible character, so no text can split or forge a log line', () => {
    expect(escapeForLog('a\r\nb\x1b[31m\x00\x7f\u0085\u2028\u200b\\')).toBe('a\\x0d\\x0ab\\x1b[31m\\x00\\x7f\\x85\\u2028\\u200b\\\\');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        const escaped = escapeForLog(a);
        expect(escaped).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
        // Nothing is lost: different texts never log alike.
        if (a !== b) expect(escapeForLog(b)).not.toBe(escaped);
      }),
    );
  });
});

describe('rawPath', () => {
  it('keeps the path as sent and never the query, from a request target or a whole URL', () => {
    expect(rawPath('/a%20b?secret=1')).toBe('/a%20b');
    expect(rawPath('http://localhost/x%0D%0A#frag')).toBe('/x%0D%0A');
    expect(rawPath('http://localhost')).toBe('/');
    const segment = fc.stringMatching(/^[A-Za-z0-9%._~-]{0,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.string(), (segments, query) => {
        const path = `/${segments.join('/')}`;
        expect(rawPath(`${path}?${query}`)).toBe(path);
        expect(rawPath(`https://example.test:8443${path}?${query}`)).toBe(path);
      }),
    );
  });
});

describe('a refusal noted for the log', () => {
  it('belongs to the request it was noted on only', () => {
    const a = {};
    const b = {};
    noteRefusal(a, 'search rate limit');
    expect(refusalOf(a)).toBe('search rate limit');
    expect(refusalOf(b)).toBeUndefined();
    noteRefusal(undefined, 'nothing to note on');
  });
});

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join('.'));
const group = fc.nat(0xffff);
const ipv6Groups = fc.array(group, { minLength: 8, maxLength: 8 });
const hex = (groups: number[]) => groups.map((g) => g.toString(16)).join(':');

describe('clientKey', () => {
  it('is an IPv4 address itself, written as IPv4 or IPv4-mapped IPv6', () => {
    fc.assert(
      fc.property(ipv4, (address) => {
        expect(clientKey(address)).toBe(address);
        expect(clientKey(`::ffff:${address}`)).toBe(address);
        const [a, b, c, d] = address.split('.').map(Number) as [number, number, number, number];
        expect(clientKey(`::ffff:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`)).toBe(address);
      }),
    );
  });

  it('is the /64 of an IPv6 address, however it is written: a client gains nothing by rotating within it', () => {
    fc.assert(
      fc.property(ipv6Groups, fc.array(group, { minLength: 4, maxLength: 4 }), (groups, otherTail) => {
        fc.pre(!(groups.slice(0, 6).every((g) => g === 0)) );
        const key = clientKey(hex(groups));
        expect(key).toBe(`${hex(groups.slice(0, 4))}::/64`);
        // The same /64 with any other interface part, and the same address in capitals.
        expect(clientKey(hex([...groups.slice(0, 4), ...otherTail]))).toBe(key);
        expect(clientKey(hex(groups).toUpperCase())).toBe(key);
        // A different /64 is a different client.
        const other = [...groups];
        other[3] = (other[3]! + 1) % 0x10000;
        expect(clientKey(hex(other))).not.toBe(key);
      }),
    );
    expect(clientKey('2001:db8::1')).toBe(clientKey('2001:0db8:0000:0000:ffff:0:0:2'));
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('::1');
  });

  it('is "unknown" for anything that is not an address', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const key = clientKey(text);
        expect(key === 'unknown' || key.includes('.') || key.includes(':')).toBe(true);
      }),
    );
    for (const text of [undefined, '', 'localhost', '1.2.3', '300.1.1.1', ':::', '1::2::3']) expect(clientKey(text)).toBe('unknown');
  });
});

describe('requestClientKey', () => {
  it('believes X-Forwarded-For only behind a trusted proxy, and then only its last entry', () => {
    expect(requestClientKey('10.0.0.1', '1.1.1.1', false)).toBe('10.0.0.1');
    expect(requestClientKey('10.0.0.1', '6.6.6.6, 2.2.2.2', true)).toBe('2.2.2.2');
    expect(requestClientKey('10.0.0.1', '', true)).toBe('10.0.0.1');
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 4 }), ipv4, ipv4, (forged, real, proxy) => {
        // Whatever a client puts in front, the address the proxy appended decides.
        expect(requestClientKey(proxy, [...forged, real].join(', '), true)).toBe(real);
      }),
    );
  });
});
