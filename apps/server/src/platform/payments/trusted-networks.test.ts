import { describe, expect, it } from 'vitest';
import { createAddressMatcher, isAddressIn, parseCidrList, YOOKASSA_NETWORKS } from './trusted-networks.ts';

describe('parseCidrList', () => {
  it('takes addresses and blocks of both families, trimming blanks', () => {
    expect(parseCidrList(' 185.71.76.0/27,77.75.156.11 , 2a02:5180::/32,::1,')).toEqual([
      '185.71.76.0/27',
      '77.75.156.11',
      '2a02:5180::/32',
      '::1',
    ]);
  });

  it('accepts the published YooKassa list', () => {
    expect(parseCidrList(YOOKASSA_NETWORKS.join(','))).toEqual(YOOKASSA_NETWORKS);
  });

  it('throws on a bad entry, naming it', () => {
    expect(() => parseCidrList('185.71.76.0/27, 185.71.76.0/33')).toThrow('"185.71.76.0/33"');
    expect(() => parseCidrList('2a02:5180::/129')).toThrow('"2a02:5180::/129"');
    expect(() => parseCidrList('yookassa.ru')).toThrow('"yookassa.ru" is not an IP address or CIDR block');
    expect(() => parseCidrList('10.0.0.0/')).toThrow('"10.0.0.0/"');
    expect(() => parseCidrList('10.0.0.256')).toThrow('"10.0.0.256"');
    expect(() => parseCidrList('fe80::1%eth0')).toThrow('"fe80::1%eth0"');
  });

  it('throws on an empty list', () => {
    expect(() => parseCidrList(' , ')).toThrow('at least one');
  });
});

describe('isAddressIn', () => {
  const networks = [...YOOKASSA_NETWORKS];

  it('matches IPv4 addresses inside the published blocks and single addresses', () => {
    expect(isAddressIn('185.71.76.0', networks)).toBe(true);
    expect(isAddressIn('185.71.76.31', networks)).toBe(true);
    expect(isAddressIn('185.71.77.17', networks)).toBe(true);
    expect(isAddressIn('77.75.153.127', networks)).toBe(true);
    expect(isAddressIn('77.75.154.200', networks)).toBe(true);
    expect(isAddressIn('77.75.156.11', networks)).toBe(true);
    expect(isAddressIn('77.75.156.35', networks)).toBe(true);
  });

  it('refuses IPv4 addresses just outside them', () => {
    expect(isAddressIn('185.71.76.32', networks)).toBe(false);
    expect(isAddressIn('77.75.153.128', networks)).toBe(false);
    expect(isAddressIn('77.75.154.127', networks)).toBe(false);
    expect(isAddressIn('77.75.156.12', networks)).toBe(false);
    expect(isAddressIn('127.0.0.1', networks)).toBe(false);
  });

  it('matches IPv6, in any spelling', () => {
    expect(isAddressIn('2a02:5180::1', networks)).toBe(true);
    expect(isAddressIn('2A02:5180:0:1::abcd', networks)).toBe(true);
    expect(isAddressIn('2a02:5181::1', networks)).toBe(false);
    expect(isAddressIn('::1', networks)).toBe(false);
  });

  it('matches IPv4-mapped IPv6 (a dual-stack socket) against IPv4 blocks', () => {
    expect(isAddressIn('::ffff:185.71.76.5', networks)).toBe(true);
    expect(isAddressIn('::FFFF:77.75.156.35', networks)).toBe(true);
    expect(isAddressIn('::ffff:b947:4c05', networks)).toBe(true); // 185.71.76.5 in hex
    expect(isAddressIn('::ffff:185.71.76.32', networks)).toBe(false);
    expect(isAddressIn('::ffff:127.0.0.1', ['127.0.0.1'])).toBe(true);
  });

  it('treats anything that is not an address as outside', () => {
    for (const ip of [undefined, '', 'unknown', '185.71.76', '185.71.76.5:443', 'fe80::1%eth0']) {
      expect(isAddressIn(ip, networks)).toBe(false);
    }
  });

  it('honours a configured list (tests allow the loopback)', () => {
    const local = parseCidrList('127.0.0.1,::1');
    expect(isAddressIn('127.0.0.1', local)).toBe(true);
    expect(isAddressIn('::1', local)).toBe(true);
    expect(isAddressIn('::ffff:127.0.0.1', local)).toBe(true);
    expect(isAddressIn('185.71.76.5', local)).toBe(false);
  });

  it('compiles a list once for many checks', () => {
    const matcher = createAddressMatcher(['10.0.0.0/8', '0.0.0.0/0']);
    expect(matcher('8.8.8.8')).toBe(true);
    expect(matcher('2001:db8::1')).toBe(false);
    expect(() => createAddressMatcher(['nonsense'])).toThrow('"nonsense"');
  });
});
