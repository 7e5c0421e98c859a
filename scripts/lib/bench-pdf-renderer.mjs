// The renderer's side of `npm run bench:pdf`, in its own process so that its memory is its own
// (not the browser driver's). Prints one JSON line. Usage (from bench-pdf.mjs):
//   node bench-pdf-renderer.mjs --cold            only the first document of a cold process
//   node bench-pdf-renderer.mjs --runs 200        warm-up, first document after it, the runs
import { Buffer } from 'node:buffer';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchFonts, benchInvoices, benchLogoPng, BENCH_OPTIONS } from './bench-pdf-content.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] || 200);
const dist = (file) =>
  import(pathToFileURL(path.join(root, 'contracts/dist/documents', file)).href);

const importStart = performance.now();
const { renderInvoicePdf, renderInvoiceEmail, warmUpPdfRenderer } = await dist('index.js');
const { measurePhases, phaseTimes } = await dist('pdf/phases.js');
const imported = performance.now() - importStart;
const fonts = benchFonts(root);
const options = { ...BENCH_OPTIONS, fonts, logo: { bytes: benchLogoPng(), type: 'png' } };
const invoices = await benchInvoices(root);

const time = async (work) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

if (args.includes('--cold')) {
  const first = await time(() => renderInvoicePdf(invoices[0].invoice, options));
  console.log(JSON.stringify({ imported, first }));
  process.exit(0);
}

const warmUp = await time(() => warmUpPdfRenderer(fonts));
measurePhases(() => performance.now());
const firstAfterWarmUp = await time(() => renderInvoicePdf(invoices[0].invoice, options));
const firstPhases = phaseTimes();
const rssAfterFirstMb = process.resourceUsage().maxRSS / 1024;
measurePhases(null);

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), min: sorted[0] };
};

/** Wall time of each run and the CPU time of the whole loop (steadier on a busy machine). */
const measure = async (runs, once) => {
  const times = [];
  const cpuBefore = process.cpuUsage();
  for (let run = 0; run < runs; run += 1) times.push(await time(() => once(run)));
  const cpu = process.cpuUsage(cpuBefore);
  return { ...stats(times), cpuPerDoc: (cpu.user + cpu.system) / 1000 / runs };
};

const rows = [];
for (const { name, invoice, distinct } of invoices) {
  // Distinct invoices (own number and amounts, so own QR code) show what the caches do not.
  const render = (run) => renderInvoicePdf(distinct ? distinct(run) : invoice, options);
  // Warm-up and the phase pass number their documents apart from the measured runs.
  for (let run = 0; run < 20; run += 1) await render(RUNS * 2 + run);
  const bytes = await render(0);
  const result = await measure(RUNS, render);
  measurePhases(() => performance.now());
  for (let run = 0; run < RUNS; run += 1) await render(RUNS + run);
  const phases = Object.fromEntries(
    Object.entries(phaseTimes()).map(([phase, total]) => [phase, total / RUNS]),
  );
  measurePhases(null);
  const email = distinct
    ? null
    : await measure(RUNS, () => renderInvoiceEmail(invoice, { language: 'en', ...BENCH_OPTIONS }));
  rows.push({
    name,
    ...result,
    phases,
    email,
    size: bytes.length,
    base64: Buffer.from(bytes).toString('base64'),
  });
}

console.log(
  JSON.stringify({
    imported,
    warmUp,
    firstAfterWarmUp,
    firstPhases,
    rssAfterFirstMb,
    rows,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    heapMb: process.memoryUsage().heapUsed / 2 ** 20,
  }),
);
