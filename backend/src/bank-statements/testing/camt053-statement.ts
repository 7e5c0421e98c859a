/*
 * camt.053 statements for tests, written the way Dutch and Belgian banks export them: ING,
 * Rabobank and ABN AMRO in camt.053.001.02, KBC, Belfius and BNP Paribas Fortis in .02 and
 * later versions, with the default namespace or a prefix. Which version first moved an element
 * (Sts to Sts/Cd, Dbtr/Nm to Dbtr/Pty/Nm, AmtDtls to TxDtls/Amt) is approximated by the
 * thresholds below: the reader accepts either form in every version, and the tests cover both.
 */

export type TestTransaction = {
  /** TxDtls/Amt (.03 and later) or AmtDtls/TxAmt/Amt (.02). */
  amount?: string;
  currency?: string;
  direction?: 'CRDT' | 'DBIT';
  bankReference?: string;
  endToEndId?: string;
  debtorName?: string;
  debtorIban?: string;
  /** Strd/CdtrRefInf/Ref values; an OGM gets Issr BBA, others Cd SCOR, as the banks write them. */
  structured?: string[];
  unstructured?: string[];
};

export type TestEntry = {
  amount: string;
  currency?: string;
  direction?: 'CRDT' | 'DBIT';
  status?: 'BOOK' | 'PDNG' | 'INFO';
  reversal?: boolean;
  bookingDate?: string;
  bookingDateTime?: string;
  valueDate?: string;
  bankReference?: string;
  additionalInfo?: string;
  transactions?: TestTransaction[];
};

export type TestStatement = {
  version?: 2 | 3 | 4 | 5 | 6 | 7 | 8;
  iban?: string;
  id?: string;
  /** Elements written with this prefix ("camt:") instead of the default namespace. */
  prefix?: string;
  entries: TestEntry[];
};

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const el = (name: string, body: string, attrs = ''): string => `<${name}${attrs}>${body}</${name}>`;

const transactionXml = (t: TestTransaction, version: number, p: string): string => {
  const e = (name: string, body: string, attrs = ''): string => el(`${p}${name}`, body, attrs);
  const ccy = ` Ccy="${t.currency ?? 'EUR'}"`;
  const amount =
    t.amount === undefined
      ? ''
      : version >= 3
        ? e('Amt', t.amount, ccy)
        : e('AmtDtls', e('TxAmt', e('Amt', t.amount, ccy)));
  const party = (name: string): string =>
    version >= 8 ? e('Pty', e('Nm', escape(name))) : e('Nm', escape(name));
  const refs = e(
    'Refs',
    (t.bankReference ? e('AcctSvcrRef', escape(t.bankReference)) : '') +
      e('EndToEndId', escape(t.endToEndId ?? 'NOTPROVIDED')),
  );
  const parties =
    t.debtorName || t.debtorIban
      ? e(
          'RltdPties',
          (t.debtorName ? e('Dbtr', party(t.debtorName)) : '') +
            (t.debtorIban ? e('DbtrAcct', e('Id', e('IBAN', t.debtorIban))) : ''),
        )
      : '';
  const structured = (t.structured ?? []).map((ref) => {
    const ogm = /^\+{3}|^\d{12}$/.test(ref);
    const type = ogm
      ? e('Tp', e('CdOrPrtry', e('Cd', 'SCOR')) + e('Issr', 'BBA'))
      : e('Tp', e('CdOrPrtry', e('Cd', 'SCOR')) + e('Issr', 'ISO'));
    return e('Strd', e('CdtrRefInf', type + e('Ref', escape(ref))));
  });
  const unstructured = (t.unstructured ?? []).map((line) => e('Ustrd', escape(line)));
  const remittance =
    structured.length + unstructured.length > 0
      ? e('RmtInf', unstructured.join('') + structured.join(''))
      : '';
  const direction = t.direction && version >= 3 ? e('CdtDbtInd', t.direction) : '';
  return e('TxDtls', refs + amount + direction + parties + remittance);
};

export const entryXml = (entry: TestEntry, version: number, p = ''): string => {
  const e = (name: string, body: string, attrs = ''): string => el(`${p}${name}`, body, attrs);
  const status = entry.status ?? 'BOOK';
  const date = (d?: string, dt?: string): string =>
    dt ? e('DtTm', dt) : e('Dt', d ?? '2026-01-15');
  const transactions = entry.transactions ?? [];
  const details =
    transactions.length === 0
      ? ''
      : e(
          'NtryDtls',
          (transactions.length > 1 ? e('Btch', e('NbOfTxs', String(transactions.length))) : '') +
            transactions.map((t) => transactionXml(t, version, p)).join(''),
        );
  return e(
    'Ntry',
    e('Amt', entry.amount, ` Ccy="${entry.currency ?? 'EUR'}"`) +
      e('CdtDbtInd', entry.direction ?? 'CRDT') +
      (entry.reversal ? e('RvslInd', 'true') : '') +
      e('Sts', version >= 6 ? `\n  ${e('Cd', status)}\n` : status) +
      e('BookgDt', date(entry.bookingDate, entry.bookingDateTime)) +
      e('ValDt', e('Dt', entry.valueDate ?? entry.bookingDate ?? '2026-01-15')) +
      (entry.bankReference ? e('AcctSvcrRef', escape(entry.bankReference)) : '') +
      e('BkTxCd', e('Prtry', e('Cd', 'N541') + e('Issr', 'BNK'))) +
      details +
      (entry.additionalInfo ? e('AddtlNtryInf', escape(entry.additionalInfo)) : ''),
  );
};

export const namespaceOf = (version: number): string =>
  `urn:iso:std:iso:20022:tech:xsd:camt.053.001.0${version}`;

/** The document around the entries, split where the entries go, for streaming big files. */
export const statementFrame = (s: Omit<TestStatement, 'entries'>): [string, string] => {
  const version = s.version ?? 2;
  const p = s.prefix ? `${s.prefix}:` : '';
  const xmlns = s.prefix ? `xmlns:${s.prefix}` : 'xmlns';
  const head =
    `<?xml version="1.0" encoding="UTF-8"?>\n<${p}Document ${xmlns}="${namespaceOf(version)}" ` +
    `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n<${p}BkToCstmrStmt>` +
    `<${p}GrpHdr><${p}MsgId>MSG-1</${p}MsgId><${p}CreDtTm>2026-01-31T20:00:00+01:00</${p}CreDtTm></${p}GrpHdr>` +
    `<${p}Stmt><${p}Id>${escape(s.id ?? 'STMT-2026-01')}</${p}Id>` +
    `<${p}CreDtTm>2026-01-31T20:00:00+01:00</${p}CreDtTm>` +
    `<${p}Acct><${p}Id><${p}IBAN>${s.iban ?? 'NL91ABNA0417164300'}</${p}IBAN></${p}Id><${p}Ccy>EUR</${p}Ccy></${p}Acct>` +
    `<${p}Bal><${p}Tp><${p}CdOrPrtry><${p}Cd>OPBD</${p}Cd></${p}CdOrPrtry></${p}Tp>` +
    `<${p}Amt Ccy="EUR">1000.00</${p}Amt><${p}CdtDbtInd>CRDT</${p}CdtDbtInd>` +
    `<${p}Dt><${p}Dt>2026-01-01</${p}Dt></${p}Dt></${p}Bal>\n`;
  const tail = `</${p}Stmt></${p}BkToCstmrStmt></${p}Document>\n`;
  return [head, tail];
};

export const camt053Xml = (s: TestStatement): string => {
  const [head, tail] = statementFrame(s);
  const p = s.prefix ? `${s.prefix}:` : '';
  return `${head}${s.entries.map((entry) => entryXml(entry, s.version ?? 2, p)).join('\n')}${tail}`;
};
