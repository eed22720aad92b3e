import { describe, expect, it } from 'vitest';
import { classifyAddress, isForbiddenHostName, type AddressClass } from './address-policy';

describe('classifyAddress', () => {
  it.each<[string, AddressClass]>([
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['[2001:4860:4860::8888]', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::127.0.0.1', 'loopback'],
    ['::ffff:0:127.0.0.1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b:1::a00:1', 'private'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:a9fe:a9fe::1', 'metadata'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['::ffff:192.168.1.1', 'private'],
    ['fec0::1', 'private'],
    ['169.254.0.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['100::1', 'reserved'],
    ['4000::1', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['2001:db8::1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['2001:2::1', 'benchmarking'],
    ['fd12:3456::1', 'unique-local'],
    ['fc00::1', 'unique-local'],
    ['2001::1', 'tunnel'],
    ['192.88.99.1', 'tunnel'],
    ['example.com', 'not-an-address'],
    ['0x7f.1', 'not-an-address'],
    ['', 'not-an-address'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it('knows the edges of a range: 172.15/172.32 and 100.63/100.128 are public', () => {
    expect(classifyAddress('172.15.255.255')).toBe('public');
    expect(classifyAddress('172.32.0.0')).toBe('public');
    expect(classifyAddress('100.63.255.255')).toBe('public');
    expect(classifyAddress('100.128.0.0')).toBe('public');
  });
});

describe('isForbiddenHostName', () => {
  it.each([
    'localhost',
    'LOCALHOST.',
    'api.localhost',
    'metadata',
    'metadata.google.internal',
    'Metadata.Google.Internal.',
  ])('refuses %s by name', (name) => {
    expect(isForbiddenHostName(name)).toBe(true);
  });

  it.each(['example.com', 'localhost.example.com', 'metadata.example.com'])(
    'leaves %s to the resolver',
    (name) => {
      expect(isForbiddenHostName(name)).toBe(false);
    },
  );
});
