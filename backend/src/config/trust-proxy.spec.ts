import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './app-config.js';

const trustProxyOf = (value?: string) =>
  loadConfig(value === undefined ? {} : { TRUST_PROXY: value }, '/srv/app').trustProxy;

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['FALSE', false],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['10', 10],
    ['loopback', ['loopback']],
    ['loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
    ['127.0.0.1,::1', ['127.0.0.1', '::1']],
    ['172.16.0.0/12,192.168.0.0/16,fd00::/8', ['172.16.0.0/12', '192.168.0.0/16', 'fd00::/8']],
    ['LinkLocal,UniqueLocal', ['linklocal', 'uniquelocal']],
    ['0.0.0.0/0', ['0.0.0.0/0']],
  ])('reads %p as %p', (value, expected) => {
    expect(trustProxyOf(value)).toEqual(expected);
  });

  it.each([
    ['true', 'true'],
    ['yes', 'yes'],
    ['11', null],
    ['nginx', 'nginx'],
    ['10.0.0.0/33', '10.0.0.0/33'],
    ['::1/129', '::1/129'],
    ['10.0.0.0/08', '10.0.0.0/08'],
    ['10.0.0.0/255.0.0.0', '10.0.0.0/255.0.0.0'],
    ['10.0.0.0/8/8', '10.0.0.0/8/8'],
    ['10.0.0.256', '10.0.0.256'],
    ['loopback,,10.0.0.1', ''],
  ])('refuses %p, naming the variable and the bad entry', (value, bad) => {
    const message =
      bad === null
        ? `Invalid environment variable TRUST_PROXY: must be at most 10 proxies (got "${value}")`
        : `Invalid environment variable TRUST_PROXY: must be false, a number of proxies (1) or a comma-separated list of proxy addresses and ranges (loopback, linklocal, uniquelocal, 10.0.0.0/8, ::1) (got "${bad}" in "${value}")`;
    expect(() => trustProxyOf(value)).toThrow(message);
  });
});
