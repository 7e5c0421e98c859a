import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config/app-config.js';
import { SecretBox } from './secret-box.js';

const boxIn = (dataDir: string, env: Record<string, string> = {}) =>
  new SecretBox(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }, '/'));

describe('SecretBox', () => {
  it('opens what it sealed, and never stores the plaintext', () => {
    const box = boxIn(mkdtempSync(path.join(tmpdir(), 'box-')));
    const sealed = box.seal('live_abcdefghijklmnopqrstuvwxyz012345');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('abcdefghijklmnop');
    expect(box.open(sealed)).toBe('live_abcdefghijklmnopqrstuvwxyz012345');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('keeps a generated key in the data directory, readable by the owner only', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'box-'));
    const sealed = boxIn(dataDir).seal('secret');
    expect(boxIn(dataDir).open(sealed)).toBe('secret');
    const file = path.join(dataDir, 'secrets.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(32);
  });

  it('refuses a tampered value and a value sealed with another key', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'box-'));
    const box = boxIn(dataDir, { SECRETS_KEY: 'a'.repeat(32) });
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => boxIn(dataDir, { SECRETS_KEY: 'b'.repeat(32) }).open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow('Not a sealed secret of a known version');
  });
});
