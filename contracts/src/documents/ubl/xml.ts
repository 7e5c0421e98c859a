/**
 * A small XML writer for the e-invoice: elements are built as escaped text, so user text can
 * never open a tag, and characters XML 1.0 forbids (control characters, lone surrogates) are
 * dropped instead of making the whole document unreadable.
 */
export type XmlChild = string | null | undefined | false;

const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- control characters are what must go
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const escapeXml = (text: string): string =>
  text
    .replace(FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const attributeText = (attributes: Record<string, string>): string =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');

/** An element holding other elements; empty children are left out. */
export const element = (
  name: string,
  attributes: Record<string, string>,
  ...children: XmlChild[]
): string => {
  const inner = children.filter((child): child is string => Boolean(child)).join('');
  return `<${name}${attributeText(attributes)}>${inner}</${name}>`;
};

/** An element holding text; null when the text is empty, so optional fields disappear. */
export const textElement = (
  name: string,
  text: string | null | undefined,
  attributes: Record<string, string> = {},
): string | null => {
  const value = (text ?? '').replace(FORBIDDEN, '').trim();
  return value === '' ? null : `<${name}${attributeText(attributes)}>${escapeXml(value)}</${name}>`;
};
