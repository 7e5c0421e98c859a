import { describe, expect, it } from '@jest/globals';
import { classifyAddress, isAllowedAddress } from './safe-address.js';

describe('classifyAddress', () => {
  it.each([
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.2.10',
    '198.18.0.1',
    '::',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    'fec0::1',
    '2001:db8::1',
    '::ffff:10.0.0.1',
    '::ffff:a00:1',
    '::ffff:169.254.169.254',
    '0:0:0:0:0:ffff:c0a8:0101',
    '::ffff:0:10.0.0.1',
    '64:ff9b::10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:a00:1::1',
    '::10.0.0.1',
    '100::1',
  ])('refuses %s', (address) => {
    expect(classifyAddress(address)).toBe('refused');
    expect(isAllowedAddress(address, true)).toBe(false);
  });

  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])(
    'tells loopback %s, allowed only when loopback is',
    (address) => {
      expect(classifyAddress(address)).toBe('loopback');
      expect(isAllowedAddress(address, true)).toBe(true);
      expect(isAllowedAddress(address, false)).toBe(false);
    },
  );

  it.each([
    '93.184.215.14',
    '1.1.1.1',
    '8.8.8.8',
    '100.63.255.255',
    '100.128.0.1',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:81c::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('lets public %s through', (address) => {
    expect(classifyAddress(address)).toBe('public');
    expect(isAllowedAddress(address, false)).toBe(true);
  });

  it('refuses what is not an address', () => {
    expect(classifyAddress('localhost')).toBe('refused');
    expect(classifyAddress('')).toBe('refused');
    expect(classifyAddress('10.0.0.1.nip.io')).toBe('refused');
  });
});
