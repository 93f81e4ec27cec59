import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless configured', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe(false);
  });
  it('takes a hop count or addresses/CIDRs', () => {
    const twoHops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('203.0.113.1', hop))).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
  it('refuses true/false, which would trust anyone or read as an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/hop count/);
  });
});
