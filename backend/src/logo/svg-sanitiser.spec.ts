import { describe, expect, it } from '@jest/globals';
import { SVG_MAX_DEPTH, SVG_MAX_DRAWN_ELEMENTS } from './logo-limits.js';
import { sanitiseSvg, SVG_MAX_ELEMENTS } from './svg-sanitiser.js';

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20"${attributes}>${inner}</svg>`;

const INKSCAPE = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:cc="http://creativecommons.org/ns#"
  xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:svg="http://www.w3.org/2000/svg"
  xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
  xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
  xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
  width="210mm" height="100mm" viewBox="0 0 210 100" version="1.1" id="svg8"
  inkscape:version="1.3" sodipodi:docname="logo.svg">
  <defs id="defs2">
    <linearGradient id="g1"><stop offset="0" style="stop-color:#0a5;stop-opacity:1"/></linearGradient>
    <clipPath id="c1"><rect width="200" height="90"/></clipPath>
  </defs>
  <style>.brand{fill:#123456}</style>
  <sodipodi:namedview id="base" pagecolor="#ffffff" inkscape:zoom="0.35"/>
  <metadata id="metadata5"><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format></cc:Work></rdf:RDF></metadata>
  <title>Bakkerij Jansen</title>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1" clip-path="url(#c1)">
    <rect id="r" style="fill:url(#g1);stroke:none" width="100" height="50" x="10" y="10"/>
    <use xlink:href="#r" x="100"/>
    <a href="#r"><text x="5" y="95" class="brand">Bakkerij&#160;Jansen &amp; Zn</text></a>
  </g>
</svg>`;

describe('sanitiseSvg', () => {
  it('keeps a drawing program’s logo, dropping only editor data, as standalone XML', () => {
    const result = sanitiseSvg(INKSCAPE);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(result.svg).toContain('xmlns:xlink="http://www.w3.org/1999/xlink"');
    for (const kept of [
      '<linearGradient',
      '<clipPath',
      '<use xlink:href="#r"',
      '<style>',
      'url(#g1)',
    ])
      expect(result.svg).toContain(kept);
    // XML, not HTML: a no-break space stays a character (HTML would write &nbsp;, which XML lacks).
    expect(result.svg).toContain('Bakkerij\u00a0Jansen &amp; Zn');
    for (const dropped of ['sodipodi', 'inkscape', 'rdf:', '<?xml', '<!--'])
      expect(result.svg).not.toContain(dropped);
  });

  it.each([
    [
      'a <script> element',
      svg('<script>alert(1)</script><rect width="1" height="1"/>'),
      '<script>',
    ],
    ['a script in CDATA', svg('<script><![CDATA[alert(1)]]></script>'), '<script>'],
    ['an onload handler', svg('<rect width="1" height="1"/>', ' onload="alert(1)"'), 'onload'],
    ['an onclick on a shape', svg('<rect onclick="alert(1)" width="1" height="1"/>'), 'onclick'],
    [
      'a javascript: link',
      svg('<a xlink:href="javascript:alert(1)"><rect width="1" height="1"/></a>'),
      'xlink:href="javascript:alert(1)"',
    ],
    [
      'a javascript: link hidden by entities and case',
      svg('<a href="jav&#x09;aScRipt:alert(1)"><rect width="1" height="1"/></a>'),
      'href',
    ],
    [
      'a data: link',
      svg('<a href="data:text/html;base64,PHNjcmlwdD4="><rect width="1" height="1"/></a>'),
      'href="data:',
    ],
    [
      'an https link',
      svg('<a href="https://example.com/"><rect/></a>'),
      'href="https://example.com/"',
    ],
    [
      '<foreignObject> with HTML',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      '<foreignObject>',
    ],
    ['HTML outside foreignObject', svg('<img src="x" onerror="alert(1)"/>'), '<img>'],
    [
      'an external image',
      svg('<image href="https://tracker.example/p.png" width="1" height="1"/>'),
      'href="https://tracker.example/p.png"',
    ],
    [
      'an embedded data: image',
      svg('<image href="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1"/>'),
      'href="data:',
    ],
    [
      'a <use> of another file',
      svg('<use href="https://evil.example/a.svg#x"/>'),
      'href="https://evil.example/a.svg#x"',
    ],
    [
      'an external url() in a presentation attribute',
      svg('<rect fill="url(https://evil.example/p.svg#g)" width="1" height="1"/>'),
      'fill=',
    ],
    [
      'an external url() in a style attribute',
      svg('<rect style="fill:url(&quot;https://e.example/x&quot;)" width="1" height="1"/>'),
      'style=',
    ],
    [
      'a CSS escape that spells url',
      svg('<rect style="fill:\\75 rl(https://e.example/x)" width="1" height="1"/>'),
      'style=',
    ],
    [
      'an @import in <style>',
      svg('<style>@import "https://e.example/a.css";</style>'),
      '<style> with an external reference',
    ],
    [
      'an external font in <style>',
      svg('<style>@font-face{font-family:a;src:url(https://e.example/f.woff)}</style>'),
      '<style> with an external reference',
    ],
    [
      'an <animate> that rewrites a link',
      svg('<a href="#r"><animate attributeName="href" to="javascript:alert(1)"/></a>'),
      '<animate>',
    ],
    ['a <set>', svg('<set attributeName="onmouseover" to="alert(1)"/>'), '<set>'],
  ])('refuses %s, naming it', (_case, input, named) => {
    const result = sanitiseSvg(input);
    expect(result).toEqual({ ok: false, reason: 'active-content', found: expect.any(Array) });
    if (!result.ok && result.reason === 'active-content')
      expect(result.found.join(' ')).toContain(named);
  });

  it('keeps internal references in every form', () => {
    const result = sanitiseSvg(
      svg(
        '<defs><linearGradient id="g"/><clipPath id="c"><circle r="1"/></clipPath></defs>' +
          '<rect id="r" fill="url(#g)" clip-path="url( \'#c\' )" style="stroke:url(&quot;#g&quot;)" width="1" height="1"/>' +
          '<use href="#r"/><use xlink:href="#r"/>',
      ),
    );
    expect(result.ok).toBe(true);
  });

  it.each([
    ['two SVG roots', `${svg('')}${svg('')}`],
    ['no element at all', 'just text'],
  ])('refuses %s as not an SVG', (_case, input) => {
    expect(sanitiseSvg(input)).toMatchObject({ ok: false });
  });

  it('does not expand entities from a doctype (no billion laughs, no external entities)', () => {
    const result = sanitiseSvg(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;"><!ENTITY x SYSTEM "file:///etc/passwd">]>' +
        svg('<text>&b;&x;</text>'),
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.svg).not.toContain('aaaa');
    expect(result.svg).not.toContain('root:');
  });

  it('refuses a drawing with more elements than a logo needs, before parsing it', () => {
    const rects = (count: number) => '<rect width="1" height="1"/>'.repeat(count);
    expect(sanitiseSvg(svg(rects(SVG_MAX_ELEMENTS - 1))).ok).toBe(true);
    expect(sanitiseSvg(svg(rects(SVG_MAX_ELEMENTS)))).toEqual({ ok: false, reason: 'too-complex' });
  });

  it.each([
    ['a filter', svg('<filter id="f"><feGaussianBlur stdDeviation="50"/></filter>'), '<filter>'],
    ['a filter primitive on its own', svg('<feMorphology radius="500"/>'), '<feMorphology>'],
    ['a filter attribute', svg('<g filter="url(#f)"/>'), 'filter="url(#f)"'],
    ['a filter function', svg('<g filter="blur(30px)"/>'), 'filter="blur(30px)"'],
    ['a shadow in a style', svg('<g style="filter:drop-shadow(0 0 9px red)"/>'), 'a CSS filter'],
    ['a filter in a <style>', svg('<style>g { filter: blur(4px) }</style>'), 'a CSS filter'],
    ['a pattern', svg('<pattern id="p" width="1" height="1"/>'), '<pattern>'],
    ['a marker', svg('<marker id="m"/><path d="M0 0L9 9" marker-mid="url(#m)"/>'), '<marker>'],
    [
      'a stroke wider than the drawing',
      svg('<path d="M0 0" stroke-width="401"/>'),
      'stroke-width 401',
    ],
    [
      'a stroke width in a style',
      svg('<path d="M0 0" style="stroke-width: 1e9"/>'),
      'stroke-width 1000000000',
    ],
    [
      'dashes shorter than a pixel',
      svg('<circle r="1e6" stroke-dasharray="0.001 0.001"/>'),
      'stroke-dasharray 0.001 0.001',
    ],
    [
      'more masked elements than a logo has',
      svg(`<mask id="m"/>${'<rect mask="url(#m)"/>'.repeat(101)}`),
      '101 masked elements',
    ],
    ['a book of text', svg(`<text>${'a'.repeat(5001)}</text>`), '5001 characters of text'],
    [
      'a width no logo has',
      svg('', ' width="2e6"').replace('width="40" ', ''),
      'a side of 2000000',
    ],
    ['a viewBox no logo has', svg('', ' viewBox="0 0 1e7 10"'), 'a side of 10000000'],
    ['a <use> of itself', svg('<g id="a"><use href="#a"/></g>'), 'a reference cycle'],
    [
      'a <use> cycle through a clip path',
      svg('<clipPath id="c"><use href="#g"/></clipPath><g id="g" clip-path="url(#c)"/>'),
      'a reference cycle',
    ],
    [
      '<use> fanning out (billion laughs)',
      svg(
        '<rect id="l0"/>' +
          [1, 2, 3, 4, 5]
            .map((n) => `<g id="l${n}">${`<use href="#l${n - 1}"/>`.repeat(10)}</g>`)
            .join(''),
      ),
      `${SVG_MAX_DRAWN_ELEMENTS + 1} elements once references are drawn`,
    ],
  ])('refuses %s as too costly to draw, naming it', (_case, input, named) => {
    const result = sanitiseSvg(input);
    expect(result).toEqual({ ok: false, reason: 'costly', found: expect.any(Array) });
    if (!result.ok && result.reason === 'costly') expect(result.found).toContain(named);
  });

  it.each([
    [
      'a modest stroke and dashes',
      svg('<path d="M0 0H40" stroke-width="4" stroke-dasharray="2 1"/>'),
    ],
    ['a solid line spelled as zero dashes', svg('<path d="M0 0H40" stroke-dasharray="0"/>')],
    ['filter="none"', svg('<g filter="none" style="filter: none"/>')],
    ['a few masked shapes', svg(`<mask id="m"/>${'<rect mask="url(#m)"/>'.repeat(10)}`)],
    [
      'a symbol used a hundred times',
      svg(`<symbol id="s"><path d="M0 0"/></symbol>${'<use href="#s"/>'.repeat(100)}`),
    ],
    ['a link to its own top', svg('<g id="top"><a href="#top"><text>Jansen</text></a></g>')],
  ])('keeps %s', (_case, input) => {
    expect(sanitiseSvg(input).ok).toBe(true);
  });

  it('refuses nesting deeper than a drawing needs, even as deep as the element limit allows', () => {
    const nested = (depth: number) =>
      svg(`${'<g>'.repeat(depth)}<rect width="1" height="1"/>${'</g>'.repeat(depth)}`);
    expect(sanitiseSvg(nested(SVG_MAX_DEPTH - 2)).ok).toBe(true);
    for (const depth of [SVG_MAX_DEPTH, SVG_MAX_ELEMENTS - 2]) {
      expect(sanitiseSvg(nested(depth))).toEqual({
        ok: false,
        reason: 'costly',
        found: [`nesting deeper than ${SVG_MAX_DEPTH}`],
      });
    }
  });

  it('gives each call its own findings', () => {
    expect(sanitiseSvg(svg('<script/>')).ok).toBe(false);
    expect(sanitiseSvg(svg('<rect width="1" height="1"/>')).ok).toBe(true);
  });
});
