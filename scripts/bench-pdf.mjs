// Renders a 1-page and a 3-page invoice many times with the pdf-lib renderer of
// @app/contracts/documents, in a child process of its own (its memory apart from the browser
// driver's), and, in the same run, the same content (QR code and logo included) laid out in HTML
// and printed by headless Chromium (page.pdf()); prints milliseconds per document, a per-phase
// breakdown, the e-mail renderer's time, peak memory and the ratio.
// Usage: npm run bench:pdf [-- --runs 200 --chromium-runs 30 --no-build]
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { benchInvoices, benchLogoPng, BENCH_OPTIONS } from './lib/bench-pdf-content.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const RUNS = option('runs', 200);
const CHROMIUM_RUNS = option('chromium-runs', 30);

if (!args.includes('--no-build')) {
  execFileSync('npx', ['nx', 'run', '@app/contracts:build'], { cwd: root, stdio: 'ignore' });
}
const dist = (file) =>
  import(pathToFileURL(path.join(root, 'contracts/dist/documents', file)).href);
const { invoiceView, qrMatrix } = await dist('index.js');

// --- pdf-lib, in child processes ---------------------------------------------------------------
const renderer = path.join(root, 'scripts/lib/bench-pdf-renderer.mjs');
/**
 * A renderer process's young generation bounded (V8 otherwise grows it to 3 x 16 MB for the
 * garbage documents leave) and its heap capped well above the 35 MB it holds: the limits a
 * renderer worker would get as resourceLimits (docs/documents.md).
 */
const RENDERER_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=96'];
/**
 * glibc's malloc as the backend's image runs it (docker/backend.Dockerfile): two arenas instead
 * of one per thread, so memory that V8's compiler and GC threads free is reused rather than kept
 * in arenas of their own (docs/documents.md, "Where the memory goes").
 */
const RENDERER_ENV = { MALLOC_ARENA_MAX: '2' };
const RENDERER_ENV_TEXT = Object.entries(RENDERER_ENV)
  .map(([name, value]) => `${name}=${value}`)
  .join(' ');
const child = (...extra) =>
  JSON.parse(
    execFileSync(process.execPath, [...RENDERER_FLAGS, renderer, ...extra], {
      encoding: 'utf8',
      env: { ...process.env, ...RENDERER_ENV },
    }),
  );
// Three cold processes: the first document of a process is the one a fresh server meets.
const colds = [child('--cold'), child('--cold'), child('--cold')].map((run) => run.first);
const cold = [...colds].sort((a, b) => a - b)[1];
const ours = child('--runs', String(RUNS));
const pagesOf = (bytes) =>
  (
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\/Type\s*\/Page\b/g) ?? []
  ).length;
for (const row of ours.rows) row.pages = pagesOf(Buffer.from(row.base64, 'base64'));

// --- Chromium ----------------------------------------------------------------------------------
const escape = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
const logoUri = `data:image/png;base64,${Buffer.from(benchLogoPng()).toString('base64')}`;

/** The EPC code from the same matrix the PDF draws, as one SVG path, 96 pt wide. */
const qrSvg = (text) => {
  const matrix = qrMatrix(text);
  let d = '';
  for (let row = 0; row < matrix.size; row += 1)
    for (let column = 0; column < matrix.size; column += 1)
      if (matrix.dark(column, row)) d += `M${column} ${row}h1v1h-1z`;
  return `<svg class="qr" viewBox="0 0 ${matrix.size} ${matrix.size}" shape-rendering="crispEdges"><path d="${d}"/></svg>`;
};

/** The same content as the PDF, as a print stylesheet would lay it out, 12 + 18 rows per page. */
const invoiceHtml = (invoice) => {
  const view = invoiceView(invoice, 'en', BENCH_OPTIONS.paymentBaseUrl);
  const chunks = [view.rows.slice(0, 12)];
  for (let start = 12; start < view.rows.length; start += 18)
    chunks.push(view.rows.slice(start, start + 18));
  const table = (rows) =>
    `<table class="items"><thead><tr><th>Qty</th><th>Description</th><th>Price</th><th>VAT</th><th>Amount</th></tr></thead><tbody>${rows
      .map(
        (r) =>
          `<tr><td>${escape(r.quantity)}</td><td>${escape(r.description)}</td><td>${escape(r.price)}</td><td>${escape(r.vatRate)}</td><td>${escape(r.amount)}</td></tr>`,
      )
      .join('')}</tbody></table>`;
  const party = (p) => `<b>${escape(p.company ?? '')}</b><br>${p.lines.map(escape).join('<br>')}`;
  const bank = view.bank
    ? `<p><b>Payment details</b><br>Account name: ${escape(view.bank.accountName)}<br>IBAN: ${escape(view.bank.iban)}</p>`
    : '';
  const qr = view.epcQr
    ? `<figure>${qrSvg(view.epcQr)}<figcaption>Scan to pay with your banking app</figcaption></figure>`
    : '';
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 8mm 10mm 8mm 10mm; }
    body { font: 9pt 'DejaVu Sans', sans-serif; margin: 0; }
    header { display: flex; justify-content: space-between; } .logo { max-width: 170pt; max-height: 60pt; }
    h1 { text-align: right; font-size: 20pt; margin: 0 0 8pt; }
    .parties { display: flex; gap: 24pt; margin: 22pt 0; } .parties > div { flex: 1; }
    table.items { width: 100%; border-collapse: collapse; } th, td { padding: 3.5pt 6pt; border-bottom: .5pt solid #ddd; text-align: right; }
    th:nth-child(-n+2), td:nth-child(-n+2) { text-align: left; } .page { break-after: page; } .page:last-of-type { break-after: auto; }
    .totals { margin-left: auto; width: 240pt; margin-top: 16pt; } .totals td { border: 0; }
    .payment { display: flex; justify-content: space-between; } figure { margin: 0; width: 96pt; font-size: 8pt; text-align: right; } .qr { width: 96pt; height: 96pt; }
  </style></head><body>
  <header><img class="logo" src="${logoUri}" alt=""><div><h1>Invoice</h1><p style="text-align:right">Invoice number: ${escape(view.number)}<br>Invoice date: ${escape(view.date)}<br>Due date: ${escape(view.dueDate)}</p></div></header>
  <div class="parties"><div>${party(view.sender)}</div><div>${party(view.recipient)}</div></div>
  ${chunks.map((rows) => `<div class="page">${table(rows)}</div>`).join('')}
  <table class="totals">${view.totalLines.map((l) => `<tr><td>${escape(l.label)}</td><td>${escape(l.value)}</td></tr>`).join('')}</table>
  <section class="payment"><div>${bank}<p><a href="${escape(view.payUrl)}">Pay online</a></p></div>${qr}</section>
  <p><b>Notes</b><br>${escape(view.notes ?? '')}</p></body></html>`;
};

/**
 * Resident memory (MB) and CPU time (ms) of Chromium: the browser process and all its children
 * (renderer, GPU, network service), read from /proc.
 */
const CLOCK_TICKS_PER_SECOND = 100;
const treeStats = (pid) => {
  const children = new Map();
  const own = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      own.set(Number(entry), {
        rss: Number(fields[21]) * 4096,
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // the process ended while being read
    }
  }
  const total = { rss: 0, ticks: 0 };
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop();
    total.rss += own.get(current)?.rss ?? 0;
    total.ticks += own.get(current)?.ticks ?? 0;
    stack.push(...(children.get(current) ?? []));
  }
  return { rss: total.rss / 1024 / 1024, cpuMs: (total.ticks * 1000) / CLOCK_TICKS_PER_SECOND };
};

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), min: sorted[0] };
};

const server = await chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const browser = await chromium.connect(server.wsEndpoint());
const page = await browser.newPage();
let chromiumPeak = 0;
const sampler = setInterval(() => {
  chromiumPeak = Math.max(chromiumPeak, treeStats(server.process().pid).rss);
}, 20);
const invoices = (await benchInvoices(root)).filter((entry) => !entry.distinct);
const theirs = [];
for (const { name, invoice, pages } of invoices) {
  const html = invoiceHtml(invoice);
  const print = async () => {
    await page.setContent(html);
    return page.pdf({
      format: 'A4',
      margin: { top: '8mm', right: '10mm', bottom: '8mm', left: '10mm' },
      displayHeaderFooter: pages > 1,
      headerTemplate: '<span></span>',
      footerTemplate:
        '<div style="font-size:8px;width:100%;text-align:right;margin-right:10mm">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
    });
  };
  for (let run = 0; run < 3; run += 1) await print();
  const bytes = await print();
  const times = [];
  const cpuBefore = treeStats(server.process().pid).cpuMs;
  for (let run = 0; run < CHROMIUM_RUNS; run += 1) {
    const start = performance.now();
    await print();
    times.push(performance.now() - start);
  }
  // The client's CPU is negligible; the work happens in Chromium's processes.
  const cpuPerDoc = (treeStats(server.process().pid).cpuMs - cpuBefore) / CHROMIUM_RUNS;
  theirs.push({ name, ...stats(times), cpuPerDoc, size: bytes.length, pages: pagesOf(bytes) });
}
clearInterval(sampler);
await browser.close();
await server.close();

// --- report ------------------------------------------------------------------------------------
const ms = (value) => value.toFixed(2).padStart(8);
const cpus = os.cpus();
console.log(`Invoice PDF benchmark, ${new Date().toISOString()}`);
console.log(
  `Machine: ${cpus.length} cores, ${cpus[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}, ${os.platform()} ${os.release()}`,
);
console.log(
  `Load average at the end: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} (other work on the machine inflates wall times; CPU ms is steadier)`,
);
console.log(
  `pdf-lib: ${RUNS} runs per invoice in its own process (${RENDERER_ENV_TEXT} node ${RENDERER_FLAGS.join(' ')}); Chromium: ${CHROMIUM_RUNS} runs (setContent + page.pdf, browser already running). Both draw the logo (600 x 200 PNG) and the EPC QR code.`,
);
console.log(
  `pdf-lib first document: ${cold.toFixed(1)} ms in a cold process (median of 3; module import ${ours.imported.toFixed(0)} ms apart), ${ours.firstAfterWarmUp.toFixed(1)} ms after warmUpPdfRenderer (${ours.warmUp.toFixed(0)} ms, off the request path)\n`,
);
console.log(
  'invoice              renderer   pages  median ms   p95 ms   min ms  CPU ms/doc   size KB',
);
const line = (label, row) =>
  console.log(
    `${row.name.padEnd(20)} ${label.padEnd(9)} ${String(row.pages).padStart(6)} ${ms(row.median)}  ${ms(row.p95)} ${ms(row.min)}  ${ms(row.cpuPerDoc)}    ${(row.size / 1024).toFixed(1).padStart(6)}`,
  );
theirs.forEach((row, index) => {
  const own = ours.rows[index];
  line('pdf-lib', own);
  line('Chromium', row);
  console.log(
    `${''.padEnd(20)} Chromium / pdf-lib: ${(row.median / own.median).toFixed(1)}x by median wall time, ${(row.cpuPerDoc / own.cpuPerDoc).toFixed(1)}x by CPU time\n`,
  );
});
ours.rows.slice(theirs.length).forEach((row) => line('pdf-lib', row));
console.log('\npdf-lib per phase, ms per document (exclusive; a second pass of the same runs):');
console.log(
  `invoice              ${Object.keys(ours.rows[0].phases)
    .map((phase) => phase.padStart(14))
    .join('')}`,
);
for (const row of ours.rows)
  console.log(
    `${row.name.padEnd(20)} ${Object.values(row.phases)
      .map((value) => value.toFixed(3).padStart(14))
      .join('')}`,
  );
for (const row of ours.rows.filter((entry) => entry.email))
  console.log(
    `E-mail (HTML + text) ${row.name}: median ${row.email.median.toFixed(3)} ms, p95 ${row.email.p95.toFixed(3)} ms`,
  );
console.log(
  `\nPeak memory: renderer process ${ours.peakRssMb.toFixed(0)} MB RSS (heap ${ours.heapMb.toFixed(0)} MB after the runs); Chromium ${chromiumPeak.toFixed(0)} MB RSS (all its processes)`,
);
const threePage = ours.rows[1];
const ratio = theirs[1].median / threePage.median;
const targets = [
  [`3 pages < 3 ms (${threePage.median.toFixed(2)})`, threePage.median < 3],
  [
    `first document after warm-up < 40 ms (${ours.firstAfterWarmUp.toFixed(1)})`,
    ours.firstAfterWarmUp < 40,
  ],
  [`>= 20x Chromium (${ratio.toFixed(1)}x)`, ratio >= 20],
  [`renderer < 150 MB RSS (${ours.peakRssMb.toFixed(0)})`, ours.peakRssMb < 150],
];
for (const [label, met] of targets) console.log(`Target ${label}: ${met ? 'met' : 'NOT met'}`);
