// Renders a 1-page and a 3-page invoice many times with the pdf-lib renderer of
// @app/contracts/documents and, in the same run, the same invoices laid out in HTML and printed
// by headless Chromium (page.pdf()), and prints milliseconds per document, peak memory and the
// ratio. Usage: npm run bench:pdf [-- --runs 200 --chromium-runs 30 --no-build]
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'contracts/package.json'));
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
const { renderInvoicePdf, invoiceView } = await dist('index.js');
const { sampleInvoice } = await dist('testing/sample-invoice.js');

const font = (file) =>
  new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
const fonts = { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };
const INVOICES = [
  { name: '1 page (10 items)', invoice: sampleInvoice(10), pages: 1 },
  { name: '3 pages (31 items)', invoice: sampleInvoice(31), pages: 3 },
];
const options = { language: 'en', fonts, paymentBaseUrl: 'https://pay.example' };

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    median: at(0.5),
    p95: at(0.95),
    min: sorted[0],
    mean: times.reduce((a, b) => a + b, 0) / times.length,
  };
};

const pagesOf = (bytes) =>
  (
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\/Type\s*\/Page\b/g) ?? []
  ).length;

/** Wall time of each run and the CPU time of the whole loop (robust when the machine is busy). */
const measure = async (runs, once) => {
  const times = [];
  const cpuBefore = process.cpuUsage();
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await once();
    times.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { ...stats(times), cpuPerDoc: (cpu.user + cpu.system) / 1000 / runs };
};

// --- pdf-lib ---------------------------------------------------------------------------------
const coldStart = performance.now();
await renderInvoicePdf(INVOICES[0].invoice, options);
const cold = performance.now() - coldStart;
const ours = [];
for (const { name, invoice } of INVOICES) {
  for (let run = 0; run < 20; run += 1) await renderInvoicePdf(invoice, options);
  const bytes = await renderInvoicePdf(invoice, options);
  const result = await measure(RUNS, () => renderInvoicePdf(invoice, options));
  ours.push({ name, ...result, size: bytes.length, pages: await countPdfLibPages(bytes) });
}
const ourPeakRss = process.resourceUsage().maxRSS / 1024;
const ourHeap = process.memoryUsage().heapUsed / 1024 / 1024;

async function countPdfLibPages(bytes) {
  return (await PDFDocument.load(bytes)).getPageCount();
}

// --- Chromium ----------------------------------------------------------------------------------
const escape = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** The same content as the PDF, as a print stylesheet would lay it out, 12 + 18 rows per page. */
const invoiceHtml = (invoice) => {
  const view = invoiceView(invoice, 'en', options.paymentBaseUrl);
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
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 8mm 10mm 8mm 10mm; }
    body { font: 9pt 'DejaVu Sans', sans-serif; margin: 0; }
    h1 { text-align: right; font-size: 20pt; margin: 0 0 8pt; }
    .parties { display: flex; gap: 24pt; margin: 22pt 0; } .parties > div { flex: 1; }
    table.items { width: 100%; border-collapse: collapse; } th, td { padding: 3.5pt 6pt; border-bottom: .5pt solid #ddd; text-align: right; }
    th:nth-child(-n+2), td:nth-child(-n+2) { text-align: left; } .page { break-after: page; } .page:last-of-type { break-after: auto; }
    .totals { margin-left: auto; width: 240pt; margin-top: 16pt; } .totals td { border: 0; }
  </style></head><body>
  <h1>Invoice</h1><p style="text-align:right">Invoice number: ${escape(view.number)}<br>Invoice date: ${escape(view.date)}<br>Due date: ${escape(view.dueDate)}</p>
  <div class="parties"><div>${party(view.sender)}</div><div>${party(view.recipient)}</div></div>
  ${chunks.map((rows) => `<div class="page">${table(rows)}</div>`).join('')}
  <table class="totals">${view.totalLines.map((l) => `<tr><td>${escape(l.label)}</td><td>${escape(l.value)}</td></tr>`).join('')}</table>
  ${bank}<p><a href="${escape(view.payUrl)}">Pay online</a></p><p><b>Notes</b><br>${escape(view.notes ?? '')}</p></body></html>`;
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

const server = await chromium.launchServer({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
});
const browser = await chromium.connect(server.wsEndpoint());
const page = await browser.newPage();
let chromiumPeak = 0;
const sampler = setInterval(() => {
  chromiumPeak = Math.max(chromiumPeak, treeStats(server.process().pid).rss);
}, 20);
const theirs = [];
for (const { name, invoice, pages } of INVOICES) {
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
  const cpuBefore = treeStats(server.process().pid).cpuMs;
  const result = await measure(CHROMIUM_RUNS, print);
  // The client's CPU is negligible; the work happens in Chromium's processes.
  result.cpuPerDoc = (treeStats(server.process().pid).cpuMs - cpuBefore) / CHROMIUM_RUNS;
  theirs.push({ name, ...result, size: bytes.length, pages: pagesOf(bytes) });
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
  `pdf-lib: ${RUNS} runs per invoice; Chromium: ${CHROMIUM_RUNS} runs (setContent + page.pdf, browser already running)`,
);
console.log(
  `pdf-lib first document in the process (cold, parses the fonts): ${cold.toFixed(1)} ms\n`,
);
console.log(
  'invoice              renderer   pages  median ms   p95 ms   min ms  CPU ms/doc   size KB',
);
INVOICES.forEach((_, index) => {
  for (const [label, row] of [
    ['pdf-lib', ours[index]],
    ['Chromium', theirs[index]],
  ]) {
    console.log(
      `${row.name.padEnd(20)} ${label.padEnd(9)} ${String(row.pages).padStart(6)} ${ms(row.median)}  ${ms(row.p95)} ${ms(row.min)}  ${ms(row.cpuPerDoc)}    ${(row.size / 1024).toFixed(1).padStart(6)}`,
    );
  }
  const ratio = theirs[index].median / ours[index].median;
  const cpuRatio = theirs[index].cpuPerDoc / ours[index].cpuPerDoc;
  console.log(
    `${''.padEnd(20)} Chromium / pdf-lib: ${ratio.toFixed(1)}x by median wall time, ${cpuRatio.toFixed(1)}x by CPU time\n`,
  );
});
console.log(
  `Peak memory: pdf-lib process ${ourPeakRss.toFixed(0)} MB RSS (heap ${ourHeap.toFixed(0)} MB after the runs); Chromium ${chromiumPeak.toFixed(0)} MB RSS (all its processes)`,
);
const threePage = ours[1];
const verdict = threePage.median < 20 && theirs[1].median / threePage.median >= 10;
console.log(
  `Target (3 pages < 20 ms and >= 10x faster than Chromium): ${verdict ? 'met' : 'NOT met'}`,
);
