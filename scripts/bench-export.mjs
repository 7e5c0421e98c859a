// The accountant's export benchmark (issue 34): seeds one user with 10,000 archived documents in
// one quarter (a PDF of 20–40 KB that does not compress, as a real PDF's streams do not, and a
// UBL of about 8 KB, each with the invoice as issued) in a throwaway database, starts the built
// backend (backend/dist/main.js, production settings), downloads GET /api/exports/accountant over
// HTTP reading the ZIP to its end, and prints the documents, the ZIP's bytes, the seconds, MB/s,
// and the backend process's RSS before and at its peak during the download (VmHWM, reset just
// before, from /proc; and the highest RSS sampled every 50 ms). Prints figures; passes or fails
// nothing on speed. Exits 1 only when something broke (a non-2xx answer, an incomplete ZIP).
// Usage: npm run bench:export [-- --no-build]   env: BENCH_DOCUMENTS (10000), DATABASE_URL (a
// server to create the throwaway database on; unset: an embedded PostgreSQL).
import { Buffer } from 'node:buffer';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import pg from 'pg';
import { benchDatabase, cleanUp, ensureBackendBuilt } from './lib/bench-support.mjs';
import { accessToken, silentMailServer, startBackend } from './lib/bench-scale-backend.mjs';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 10_000);
const PERIOD = '2026-Q3';
const BATCH = 100;
if (!(DOCUMENTS > 0)) throw new Error(`BENCH_DOCUMENTS must be positive (got ${DOCUMENTS})`);

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const mb = (bytes) => (bytes / 1_000_000).toFixed(1);

/** A field of /proc/<pid>/status in bytes (VmRSS, VmHWM). */
const statusBytes = (pid, field) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Number(line.split(/\s+/)[1]) * 1024;
};

/** The invoice as the archive keeps it: two lines at 21 % and 9 %, as the sample invoice. */
const issued = (number, date) => ({
  invoiceNumber: number,
  date,
  dueDate: date,
  paymentTerms: '14 days',
  status: 'sent',
  paymentStatus: 'unpaid',
  documentType: 'invoice',
  sender: {
    company: 'Studio Vos',
    address: 'Keizersgracht 1',
    postalCode: '1015 AA',
    city: 'Amsterdam',
    vatNumber: 'NL004495445B01',
  },
  recipient: {
    company: `Klant ${number}`,
    address: 'Dorpsstraat 1',
    postalCode: '1234 AB',
    city: 'Utrecht',
    email: 'klant@example.nl',
    vatNumber: 'NL123456789B01',
  },
  items: [
    {
      id: 'line-000000000000001',
      description: 'Logo design',
      quantity: '2',
      price: '85,00',
      vatRate: '21',
    },
    {
      id: 'line-000000000000002',
      description: 'Bread',
      quantity: '3',
      price: '2,50',
      vatRate: '9',
    },
  ],
  discount: { type: 'none', value: '0' },
  notes: '',
  emailMessage: '',
  paymentMethods: {},
  isPlaceholder: {},
  currency: 'EUR',
});

/** 64 random blocks to slice PDFs from: random bytes compress as little as a PDF's streams. */
const pool = Array.from({ length: 64 }, () => randomBytes(40 * 1024));
const ublText = (number) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">\n<cbc:ID>${number}</cbc:ID>\n` +
  Array.from(
    { length: 60 },
    (_, line) =>
      `  <cac:InvoiceLine><cbc:ID>${line + 1}</cbc:ID><cbc:Note>${number} line ${line + 1}</cbc:Note></cac:InvoiceLine>\n`,
  ).join('') +
  '</Invoice>\n';

async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [user],
    } = await client.query(
      `INSERT INTO users (email, display_name, email_verified, created_at, last_active_at)
       VALUES ('export@bench.test', 'Eva Export', true, now(), now()) RETURNING id, email`,
    );
    let bytes = 0;
    for (let start = 0; start < DOCUMENTS; start += BATCH) {
      const values = [];
      const params = [];
      for (let n = start; n < Math.min(DOCUMENTS, start + BATCH); n += 1) {
        const number = `INV-2026-${String(n + 1).padStart(5, '0')}`;
        const date = new Date(Date.UTC(2026, 6, 1 + (n % 92))).toISOString().slice(0, 10);
        const header = Buffer.from(`%PDF-1.7\n% ${number}\n`);
        const body = pool[n % pool.length].subarray(0, 20 * 1024 + ((n * 7919) % (20 * 1024)));
        const pdf = Buffer.concat([header, body]);
        const ubl = Buffer.from(ublText(number));
        bytes += pdf.length + ubl.length;
        const p = params.length;
        values.push(
          `($${p + 1}::uuid, $${p + 2}, 'invoice', $${p + 2}, $${p + 3}::date, 'email', 'NL', ` +
            `'2033-12-31', $${p + 4}::bytea, $${p + 5}, $${p + 6}::bytea, $${p + 7}, $${p + 8}::jsonb)`,
        );
        params.push(
          user.id,
          number,
          date,
          pdf,
          sha256(pdf),
          ubl,
          sha256(ubl),
          JSON.stringify(issued(number, date)),
        );
      }
      await client.query(
        `INSERT INTO archived_documents (user_id, invoice_id, document_type, invoice_number,
           issue_date, issued_by, seller_country, retention_until, pdf, pdf_sha256, ubl,
           ubl_sha256, document) VALUES ${values.join(', ')}`,
        params,
      );
    }
    await client.query('VACUUM ANALYZE archived_documents');
    return { user, bytes };
  } finally {
    await client.end();
  }
}

/** The number of entries the ZIP's end-of-central-directory record declares (zip64 aware). */
function zipEntries(tail) {
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) return null;
  const count = tail.readUInt16LE(eocd + 10);
  if (count !== 0xffff) return count;
  const zip64 = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06]));
  return zip64 < 0 ? null : Number(tail.readBigUInt64LE(zip64 + 32));
}

let failed = false;
await ensureBackendBuilt();
try {
  const databaseUrl = await benchDatabase('bench-export');
  const mail = await silentMailServer();
  // A first start migrates the database; the seed needs its tables.
  await (await startBackend({ databaseUrl, smtpUrl: mail.url, label: 'The backend' })).stop();
  const seeding = performance.now();
  const { user, bytes: seededBytes } = await seed(databaseUrl);
  console.log(
    `Seeded ${DOCUMENTS.toLocaleString('en')} documents (${mb(seededBytes)} MB of PDF and UBL) in ` +
      `${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const backend = await startBackend({ databaseUrl, smtpUrl: mail.url, label: 'The backend' });
  const token = await accessToken(backend.url, user.id, user.email);
  const headers = { Authorization: `Bearer ${token}` };
  const summary = await (
    await fetch(`${backend.url}/api/exports/accountant/summary?period=${PERIOD}`, { headers })
  ).json();

  // Peak RSS from here on: writing 5 to clear_refs resets VmHWM to the current RSS (Linux).
  let resetPeak = true;
  try {
    writeFileSync(`/proc/${backend.pid}/clear_refs`, '5');
  } catch {
    resetPeak = false;
  }
  const rssBefore = statusBytes(backend.pid, 'VmRSS');
  let sampledPeak = rssBefore;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, statusBytes(backend.pid, 'VmRSS'));
  }, 50);

  const started = performance.now();
  const response = await fetch(`${backend.url}/api/exports/accountant?period=${PERIOD}`, {
    headers,
  });
  if (!response.ok) throw new Error(`The export answered ${response.status}`);
  let zipBytes = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of response.body) {
    zipBytes += chunk.byteLength;
    tail = Buffer.concat([tail, Buffer.from(chunk)]).subarray(-128 * 1024);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const peak = statusBytes(backend.pid, 'VmHWM');
  const entries = zipEntries(tail);
  // Each document's PDF and UBL, and the two ledgers.
  if (entries !== DOCUMENTS * 2 + 2) {
    failed = true;
    console.error(`The ZIP declares ${entries} entries, expected ${DOCUMENTS * 2 + 2}`);
  }
  console.log('');
  console.log(
    `documents          ${DOCUMENTS.toLocaleString('en')} (summary: ${summary.documents})`,
  );
  console.log(
    `ZIP                ${mb(zipBytes)} MB (${zipBytes.toLocaleString('en')} bytes; estimate ${mb(summary.bytes)} MB), ${entries} entries`,
  );
  console.log(`time               ${seconds.toFixed(1)} s`);
  console.log(`throughput         ${(zipBytes / 1_000_000 / seconds).toFixed(1)} MB/s`);
  console.log(`backend RSS before ${mb(rssBefore)} MB`);
  console.log(
    `backend RSS peak   ${mb(peak)} MB (VmHWM${resetPeak ? ', reset before the download' : ', since start'}); ` +
      `sampled every 50 ms: ${mb(sampledPeak)} MB`,
  );
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
