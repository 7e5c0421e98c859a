/**
 * A small non-validating XML reader for documents that arrive from strangers (received
 * e-invoices). It builds a tree and nothing else: a document type declaration is refused outright
 * (no entity can expand, no external file or URL is ever read), only the five predefined entities
 * and numeric character references are decoded, and the size and the nesting depth are bounded.
 * Pure string work, so it runs in the browser as well as on the server.
 */

export type XmlElement = {
  /** The local name, without its prefix. */
  name: string;
  /** The namespace URI the prefix (or the default namespace) resolves to; null for none. */
  namespace: string | null;
  /** Attributes by local name; namespace declarations are not among them. */
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own character data (text and CDATA), its children's left out. */
  text: string;
};

export type XmlRefusal = 'doctype' | 'too_large' | 'malformed';

export type XmlReadResult = { ok: true; root: XmlElement } | { ok: false; reason: XmlRefusal };

/** What a received e-invoice may weigh: its embedded PDFs included, in UTF-8 bytes. */
export const MAX_XML_BYTES = 10 * 1024 * 1024;
/** UBL nests about twelve deep; anything far beyond that is an attack on the reader. */
export const MAX_XML_DEPTH = 64;

const NAME = /[A-Za-z_:\u00C0-\uFFFF][-A-Za-z0-9_:.\u00B7-\uFFFF]*/y;
const SPACE = /[ \t\r\n]*/y;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

class Malformed extends Error {}

const utf8Bytes = (text: string): number => {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    // A surrogate pair is four bytes: two for each half.
    else if (code >= 0xd800 && code <= 0xdfff) bytes += 2;
    else bytes += 3;
  }
  return bytes;
};

const codePoint = (reference: string): string => {
  const hex = reference.startsWith('#x');
  const digits = reference.slice(hex ? 2 : 1);
  if (!(hex ? /^[0-9A-Fa-f]{1,6}$/ : /^[0-9]{1,7}$/).test(digits)) throw new Malformed();
  const code = Number.parseInt(digits, hex ? 16 : 10);
  const allowed =
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff);
  if (!allowed) throw new Malformed();
  return String.fromCodePoint(code);
};

/** Character data with its references decoded; any other entity is an error, never a lookup. */
const decode = (raw: string): string => {
  if (raw.includes('<')) throw new Malformed();
  if (!raw.includes('&')) return raw;
  return raw.replace(/&([^;&]*);|&/g, (match, reference: string | undefined) => {
    if (reference === undefined) throw new Malformed();
    if (reference.startsWith('#')) return codePoint(reference);
    const predefined = PREDEFINED[reference];
    if (predefined === undefined) throw new Malformed();
    return predefined;
  });
};

type Open = { element: XmlElement; qualified: string; scope: Record<string, string> };

const localName = (qualified: string): string => qualified.slice(qualified.indexOf(':') + 1);

/** Reads the document into a tree, or says why it will not. */
export const readXml = (xml: string): XmlReadResult => {
  if (xml.length > MAX_XML_BYTES || utf8Bytes(xml) > MAX_XML_BYTES) {
    return { ok: false, reason: 'too_large' };
  }
  // Refused before any parsing, wherever it stands: a DTD is how entity bombs and XXE begin.
  if (/<!(DOCTYPE|ENTITY)/i.test(xml)) return { ok: false, reason: 'doctype' };
  try {
    return { ok: true, root: parse(xml) };
  } catch (error) {
    if (error instanceof Malformed) return { ok: false, reason: 'malformed' };
    throw error;
  }
};

const parse = (xml: string): XmlElement => {
  let position = xml.startsWith('\uFEFF') ? 1 : 0;
  const stack: Open[] = [];
  let root: XmlElement | null = null;

  const expectName = (): string => {
    NAME.lastIndex = position;
    const match = NAME.exec(xml);
    if (match === null) throw new Malformed();
    position = NAME.lastIndex;
    return match[0];
  };
  const skipSpace = (): boolean => {
    SPACE.lastIndex = position;
    SPACE.exec(xml);
    const skipped = SPACE.lastIndex > position;
    position = SPACE.lastIndex;
    return skipped;
  };
  const skipPast = (end: string): string => {
    const found = xml.indexOf(end, position);
    if (found < 0) throw new Malformed();
    const inner = xml.slice(position, found);
    position = found + end.length;
    return inner;
  };
  const addText = (text: string): void => {
    const open = stack[stack.length - 1];
    if (open === undefined) {
      if (text.trim() !== '') throw new Malformed();
      return;
    }
    open.element.text += text;
  };

  const startTag = (): void => {
    const qualified = expectName();
    const raw: Array<[string, string]> = [];
    for (;;) {
      const spaced = skipSpace();
      if (xml.startsWith('/>', position) || xml.startsWith('>', position)) break;
      if (!spaced) throw new Malformed();
      const name = expectName();
      skipSpace();
      if (xml[position] !== '=') throw new Malformed();
      position += 1;
      skipSpace();
      const quote = xml[position];
      if (quote !== '"' && quote !== "'") throw new Malformed();
      position += 1;
      const value = decode(skipPast(quote));
      if (raw.some(([seen]) => seen === name)) throw new Malformed();
      raw.push([name, value]);
    }
    const selfClosing = xml.startsWith('/>', position);
    position += selfClosing ? 2 : 1;
    if (root !== null && stack.length === 0) throw new Malformed();

    const parentScope = stack[stack.length - 1]?.scope ?? {};
    const scope = { ...parentScope };
    const attributes: Record<string, string> = {};
    for (const [name, value] of raw) {
      if (name === 'xmlns') scope[''] = value;
      else if (name.startsWith('xmlns:')) scope[name.slice(6)] = value;
      else attributes[localName(name)] = value;
    }
    const prefix = qualified.includes(':') ? qualified.slice(0, qualified.indexOf(':')) : '';
    const namespace = scope[prefix] ?? null;
    if (prefix !== '' && namespace === null) throw new Malformed();
    const element: XmlElement = {
      name: localName(qualified),
      namespace: namespace === '' ? null : namespace,
      attributes,
      children: [],
      text: '',
    };
    const parent = stack[stack.length - 1];
    if (parent === undefined) root = element;
    else parent.element.children.push(element);
    if (!selfClosing) {
      if (stack.length >= MAX_XML_DEPTH) throw new Malformed();
      stack.push({ element, qualified, scope });
    }
  };

  const endTag = (): void => {
    const qualified = expectName();
    skipSpace();
    if (xml[position] !== '>') throw new Malformed();
    position += 1;
    const open = stack.pop();
    if (open === undefined || open.qualified !== qualified) throw new Malformed();
  };

  while (position < xml.length) {
    if (xml[position] !== '<') {
      const next = xml.indexOf('<', position);
      const end = next < 0 ? xml.length : next;
      addText(decode(xml.slice(position, end)));
      position = end;
    } else if (xml.startsWith('<?', position)) {
      position += 2;
      skipPast('?>');
    } else if (xml.startsWith('<!--', position)) {
      position += 4;
      skipPast('-->');
    } else if (xml.startsWith('<![CDATA[', position)) {
      position += 9;
      if (stack.length === 0) throw new Malformed();
      addText(skipPast(']]>'));
    } else if (xml.startsWith('</', position)) {
      position += 2;
      endTag();
    } else {
      position += 1;
      startTag();
    }
  }
  if (root === null || stack.length > 0) throw new Malformed();
  return root;
};
