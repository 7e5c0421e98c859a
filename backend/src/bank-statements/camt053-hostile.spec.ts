import { describe, expect, it } from '@jest/globals';
import { Camt053Refusal, readCamt053, type StatementItem } from './camt053-reader.js';
import { MAX_DEPTH } from './camt053-parser.js';
import { entryXml, namespaceOf, statementFrame } from './testing/camt053-statement.js';

const refusalOf = async (
  source: Iterable<Uint8Array | string>,
  maxBytes?: number,
): Promise<Camt053Refusal['reason'] | 'read'> => {
  try {
    for await (const item of readCamt053(source, { maxBytes })) void item;
    return 'read';
  } catch (error) {
    if (error instanceof Camt053Refusal) return error.reason;
    throw error;
  }
};

const NS = namespaceOf(2);

describe('refusing what is not a statement to read', () => {
  it('refuses a document type declaration with entities (billion laughs) before expanding any', async () => {
    const laughs =
      '<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">' +
      Array.from(
        { length: 9 },
        (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`,
      ).join('') +
      `]>\n<Document xmlns="${NS}"><BkToCstmrStmt>&lol9;</BkToCstmrStmt></Document>`;
    expect(await refusalOf([laughs])).toBe('doctype');
  });

  it('refuses an external entity (XXE) without reading the file it names', async () => {
    const xxe = `<!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document xmlns="${NS}">&x;</Document>`;
    expect(await refusalOf([xxe])).toBe('doctype');
  });

  it('refuses a declaration split over chunks, before it ends', async () => {
    const pieces = ['<?xml version="1.0"?><!DOC', 'TYPE d [', '<!ENTITY a "', 'a'.repeat(1000)];
    expect(await refusalOf(pieces)).toBe('doctype');
  });

  it.each([
    {
      name: 'another message (camt.054)',
      xml: '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"/>',
    },
    {
      name: 'a version it does not know',
      xml: '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.13"/>',
    },
    { name: 'no namespace', xml: '<Document><BkToCstmrStmt/></Document>' },
    {
      name: 'a UBL invoice',
      xml: '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>',
    },
    { name: 'an empty file', xml: '' },
  ])('refuses $name as not_camt053', async ({ xml }) => {
    expect(await refusalOf([xml])).toBe('not_camt053');
  });

  it('names what it found instead of a statement', async () => {
    await expect(
      readCamt053(['<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"/>']).next(),
    ).rejects.toThrow('Document in urn:iso:std:iso:20022:tech:xsd:camt.054.001.02');
  });

  it('refuses malformed XML, an undefined entity and bytes that are not UTF-8', async () => {
    expect(await refusalOf([`<Document xmlns="${NS}"><BkToCstmrStmt></Document>`])).toBe(
      'malformed',
    );
    expect(await refusalOf([`<Document xmlns="${NS}">&nbsp;</Document>`])).toBe('malformed');
    expect(await refusalOf([new Uint8Array([0x3c, 0x44, 0xff, 0xfe])])).toBe('encoding');
    expect(
      await refusalOf([`<?xml version="1.0" encoding="ISO-8859-1"?><Document xmlns="${NS}"/>`]),
    ).toBe('encoding');
  });

  it('refuses nesting deeper than any statement', async () => {
    const deep = `<Document xmlns="${NS}">${'<a>'.repeat(MAX_DEPTH)}${'</a>'.repeat(MAX_DEPTH)}</Document>`;
    expect(await refusalOf([deep])).toBe('too_deep');
  });

  it('refuses a single value longer than any statement has, while it streams in', async () => {
    const [head] = statementFrame({});
    const endless = function* (): Generator<string> {
      yield `${head}<Ntry><AddtlNtryInf>`;
      // Would never end: the refusal must come from the length, not from the end tag.
      for (;;) yield 'x'.repeat(1024);
    };
    expect(await refusalOf(endless())).toBe('too_large');
  });

  it('refuses a file over the size it was given', async () => {
    const [head, tail] = statementFrame({});
    const entry = entryXml({ amount: '1.00' }, 2);
    const size = head.length + entry.length + tail.length;
    expect(await refusalOf([head, entry, tail], size)).toBe('read');
    expect(await refusalOf([head, entry, tail], size - 1)).toBe('too_large');
  });
});

describe('streaming a large statement', () => {
  const ENTRIES = 50_000;

  /** The file as a stream of chunks made on demand: the test never holds all of it either. */
  const bigStatement = function* (): Generator<Uint8Array> {
    const encoder = new TextEncoder();
    const [head, tail] = statementFrame({ id: 'BIG' });
    yield encoder.encode(head);
    for (let index = 0; index < ENTRIES; index += 1) {
      const entry = entryXml(
        {
          amount: `${index % 1000}.${String(index % 100).padStart(2, '0')}`,
          direction: index % 5 === 0 ? 'DBIT' : 'CRDT',
          bankReference: `REF-${index}`,
          transactions: [
            {
              amount: `${index % 1000}.${String(index % 100).padStart(2, '0')}`,
              debtorName: `Klant ${index}`,
              unstructured: [`Factuur INV-${index} ${'omschrijving '.repeat(5)}`],
            },
          ],
        },
        2,
      );
      yield encoder.encode(entry);
    }
    yield encoder.encode(tail);
  };

  it('yields each credit as its entry ends, with memory that stays flat', async () => {
    let credits = 0;
    let chunksPulled = 0;
    const counted = function* (): Generator<Uint8Array> {
      for (const chunk of bigStatement()) {
        chunksPulled += 1;
        yield chunk;
      }
    };
    const reader = readCamt053(counted());
    // The first credit arrives after a few chunks, not after the whole file.
    const first = await reader.next();
    expect(first.done).toBe(false);
    expect(chunksPulled).toBeLessThan(5);

    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    for await (const item of reader as AsyncIterable<StatementItem>) {
      if (item.kind === 'credit') credits += 1;
      if (credits % 5000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    // Every entry but the debits and the one at 0.00 (index 0 is a debit too) is a credit.
    expect(credits + 1).toBe(ENTRIES - ENTRIES / 5);
    // About 28 MB of XML went through; holding it, or its credits, would be far more than this.
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
  });
});
