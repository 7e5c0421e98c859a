import { createHash, createPublicKey } from 'node:crypto';
import { generate } from 'selfsigned';

export type LoopbackCertificate = {
  keyPem: string;
  certPem: string;
  /**
   * base64 SHA-256 of the certificate's public key (SPKI): what Chromium's
   * `--ignore-certificate-errors-spki-list` takes to trust exactly this certificate.
   */
  spkiSha256: string;
};

/**
 * A fresh self-signed certificate for 127.0.0.1 and localhost, valid for a day. Made with
 * `selfsigned` (WebCrypto, no openssl binary needed, ~20 ms for a P-256 key), so every stand-in
 * has its own key and no private key is kept in the repository.
 */
export async function createLoopbackCertificate(): Promise<LoopbackCertificate> {
  const now = Date.now();
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now - 60_000),
    notAfterDate: new Date(now + 24 * 60 * 60 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  const spki = createPublicKey(pems.cert).export({ type: 'spki', format: 'der' });
  return {
    keyPem: pems.private,
    certPem: pems.cert,
    spkiSha256: createHash('sha256').update(spki).digest('base64'),
  };
}
