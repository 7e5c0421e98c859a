import { describe, expect, it } from '@jest/globals';
import { MAX_XML_BYTES, MAX_XML_DEPTH, readXml, type XmlElement } from './xml-tree.js';

const rootOf = (xml: string): XmlElement => {
  const result = readXml(xml);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.root;
};

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<Invoice>&lol3;</Invoice>`;

describe('readXml', () => {
  it('builds the tree with namespaces resolved, attributes by local name and text decoded', () => {
    const root = rootOf(
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- a comment -->\n' +
        '<Invoice xmlns="urn:root" xmlns:cbc="urn:basic" lang=\'en\'>' +
        '<cbc:ID schemeID="0208">A&amp;B &lt;1&gt; &quot;x&quot; &apos;y&apos; &#233;&#x20AC;</cbc:ID>' +
        '<?processing instruction?><Note><![CDATA[<b>not a tag</b> & kept]]></Note><Empty/>' +
        '</Invoice>\n<!-- after -->\n',
    );
    expect(root).toMatchObject({ name: 'Invoice', namespace: 'urn:root' });
    expect(root.attributes).toEqual({ lang: 'en' });
    const [id, note, empty] = root.children;
    expect(id).toMatchObject({ name: 'ID', namespace: 'urn:basic', text: 'A&B <1> "x" \'y\' é€' });
    expect(id?.attributes).toEqual({ schemeID: '0208' });
    expect(note?.text).toBe('<b>not a tag</b> & kept');
    expect(empty).toMatchObject({ name: 'Empty', children: [], text: '' });
  });

  it('leaves an element without a namespace when none is declared', () => {
    expect(rootOf('<a><b>1</b></a>').namespace).toBeNull();
    expect(rootOf('<a xmlns=""><b/></a>').namespace).toBeNull();
  });

  it.each([
    ['an entity expansion bomb (billion laughs)', BILLION_LAUGHS],
    [
      'an external entity',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><x>&xxe;</x>',
    ],
    ['an external DTD', '<!DOCTYPE Invoice SYSTEM "http://attacker.example/x.dtd"><Invoice/>'],
    ['an entity declaration alone', '<x><!ENTITY a "b"></x>'],
    ['an HTML page', '<!doctype html><html><body><p>Hi</p></body></html>'],
  ])('refuses %s as a document type declaration', (_name, xml) => {
    expect(readXml(xml)).toEqual({ ok: false, reason: 'doctype' });
  });

  it('refuses more than 10 MB, counted in UTF-8 bytes', () => {
    const padding = 'x'.repeat(15 * 1024 * 1024);
    expect(readXml(`<a>${padding}</a>`)).toEqual({ ok: false, reason: 'too_large' });
    // Under the limit in characters, over it in bytes: € is three bytes.
    const euros = '€'.repeat(Math.ceil(MAX_XML_BYTES / 3) + 1);
    expect(euros.length).toBeLessThan(MAX_XML_BYTES);
    expect(readXml(`<a>${euros}</a>`)).toEqual({ ok: false, reason: 'too_large' });
    expect(readXml(`<a>${'😀'.repeat(1000)}</a>`).ok).toBe(true);
  });

  it('refuses nesting deeper than the limit and reads up to it', () => {
    const nest = (depth: number) => `${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}`;
    expect(readXml(nest(MAX_XML_DEPTH)).ok).toBe(true);
    expect(readXml(nest(MAX_XML_DEPTH + 1))).toEqual({ ok: false, reason: 'malformed' });
    expect(readXml(nest(100_000))).toEqual({ ok: false, reason: 'malformed' });
  });

  it.each([
    ['plain text', 'this is not XML'],
    ['an empty document', ''],
    ['only a declaration', '<?xml version="1.0"?>'],
    ['HTML with an unclosed tag', '<html><body><br></body></html>'],
    ['an entity HTML knows and XML does not', '<p>&nbsp;</p>'],
    ['a bare ampersand', '<p>fish & chips</p>'],
    ['an unterminated reference', '<p>&amp</p>'],
    ['a malformed character reference', '<p>&#xZZ;</p>'],
    ['a character XML forbids', '<p>&#0;</p>'],
    ['a code point beyond Unicode', '<p>&#x110000;</p>'],
    ['mismatched tags', '<a><b></a></b>'],
    ['a tag left open', '<a><b></b>'],
    ['a closing tag alone', '</a>'],
    ['two roots', '<a/><b/>'],
    ['text after the root', '<a/>trailing'],
    ['text before the root', 'leading<a/>'],
    ['a duplicate attribute', '<a x="1" x="2"/>'],
    ['an unquoted attribute', '<a x=1/>'],
    ['an attribute without a value', '<a x/>'],
    ['attributes without a space between', '<a x="1"y="2"/>'],
    ['a < in an attribute', '<a x="<"/>'],
    ['an undeclared prefix', '<cbc:ID>1</cbc:ID>'],
    ['an unterminated comment', '<a><!-- never closed</a>'],
    ['an unterminated CDATA section', '<a><![CDATA[ never closed</a>'],
    ['CDATA outside the root', '<![CDATA[x]]><a/>'],
    ['an unterminated processing instruction', '<?xml version="1.0"'],
    ['an unknown markup declaration', '<a><!NOTATION x></a>'],
    ['a closing tag with junk', '<a></a junk>'],
    ['a tag without a name', '<>x</>'],
  ])('refuses %s as malformed', (_name, xml) => {
    expect(readXml(xml)).toEqual({ ok: false, reason: 'malformed' });
  });
});
