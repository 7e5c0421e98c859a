// Ten thousand invoices in a browser's own store (docs/editor.md "Ten thousand invoices"), for
// `npm run bench:local-store` and the browser journey of the same name.
/* global indexedDB -- runs in the page (page.evaluate) */

/**
 * Stores `count` saved invoices (copies of the page's stored draft, `Customer 0` … numbered
 * 1 … count, dated as the draft) in the page's IndexedDB as the editor writes them, one record
 * each, and makes the settings' last number `count`. The editor must have stored its settings
 * and draft first (any change does that). Reload the page to have the editor read them.
 * @param {import('playwright-core').Page} page
 * @param {number} count
 */
export async function seedBrowserStore(page, count) {
  await page.evaluate(async (count) => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('invoicing');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const read = (request) =>
      new Promise((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const { draft } = await read(db.transaction('records').objectStore('records').get('draft'));
    const tx = db.transaction(['invoices', 'records'], 'readwrite');
    const invoices = tx.objectStore('invoices');
    const year = draft.date.slice(0, 4);
    for (let seq = 0; seq < count; seq += 1) {
      const id = `bench-${String(seq).padStart(15, '0')}`;
      const number = `INV-${year}-${String(seq + 1).padStart(5, '0')}`;
      // As the editor writes them (browser-store/database.ts invoiceRecord, RECORD_FORMAT 1).
      invoices.put({
        id,
        seq,
        format: 1,
        invoice: {
          ...draft,
          id,
          invoiceNumber: number,
          status: 'saved',
          recipient: { ...draft.recipient, company: `Customer ${seq}`, isPlaceholder: {} },
          notes: `Invoice ${number}: ten lines of work, as a freelancer writes them.`,
        },
      });
    }
    const settings = await read(tx.objectStore('records').get('settings'));
    tx.objectStore('records').put({ ...settings, latestInvoiceNumber: count }, 'settings');
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, count);
}
