import createDOMPurify, {
  type Config,
  type RemovedAttribute,
  type RemovedElement,
} from 'dompurify';
import { JSDOM } from 'jsdom';
import { costlyFeatures } from './svg-cost.js';
import { SVG_MAX_ELEMENTS } from './logo-limits.js';

export { SVG_MAX_ELEMENTS } from './logo-limits.js';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/**
 * One DOM for the process: DOMPurify only borrows its constructors and parser; every call makes
 * its own DOMPurify instance, so hooks and the `removed` list never leak between uploads.
 */
const { window } = new JSDOM('');

export type SvgSanitiseResult =
  | { ok: true; svg: string }
  /** `found` names what was refused, e.g. ['<script>', 'onload', 'xlink:href="javascript:…"']. */
  | { ok: false; reason: 'active-content'; found: string[] }
  /** Not one <svg> element, or a tree jsdom could not walk. */
  | { ok: false; reason: 'not-svg' }
  | { ok: false; reason: 'too-complex' }
  /** `found` names what would cost the renderer too much, e.g. ['<feMorphology>']. */
  | { ok: false; reason: 'costly'; found: string[] };

const CONFIG: Config = {
  // No svgFilters: filters are refused (svg-cost.ts), and never kept should that check miss one.
  USE_PROFILES: { svg: true },
  // DOMPurify leaves <use> out because it can pull in another document; here every reference
  // must point inside the file (see the hook), which makes <use> (common in exported logos) safe.
  ADD_TAGS: ['use'],
  // The tree parsed below is sanitised where it stands: no second copy of a large drawing.
  IN_PLACE: true,
};

/**
 * Removed elements that make an SVG active or make it fetch something: scripts, embedded HTML,
 * animations that can rewrite attributes (such as a link), event-handler elements, loaders of
 * external cursors, fonts and colour profiles. Any other SVG element DOMPurify removes is inert
 * (editor data such as <sodipodi:namedview>, RDF metadata) and is dropped silently.
 */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'animate',
  'set',
  'discard',
  'handler',
  'listener',
  'cursor',
  'font-face-uri',
  'font-face-src',
  'color-profile',
]);

/** Attributes whose removal means a link or a source was refused. */
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction']);

/**
 * CSS that loads something from outside the file: @import, a backslash escape (which can spell
 * "url" so that no filter sees it), or a url()/src()/image-set()/… that is not a `#fragment`.
 */
function loadsExternalCss(css: string): boolean {
  if (/@import|\\/i.test(css)) return true;
  const loaders =
    /(?<![\w-])(?:url|src|image|image-set|-webkit-image-set|cross-fade|element)\s*\(\s*(['"]?)\s*([^'")\s]*)/gi;
  for (const [, , target] of css.matchAll(loaders)) {
    if (!target.startsWith('#')) return true;
  }
  return false;
}

const isFragment = (value: string): boolean => /^#[^\s()'"]*$/.test(value.trim());

/** A value that runs or loads something: a script or data: URL, CSS that loads from outside. */
const runsOrLoads = (value: string): boolean =>
  /(?:java|vb)script\s*:|data\s*:/i.test(value) || (value.includes('(') && loadsExternalCss(value));

function describeElement(element: Node): string | null {
  const name = element.nodeName;
  const lower = name.toLowerCase();
  if (lower === '#text' || lower === '#comment') return null;
  const namespace = (element as Element).namespaceURI;
  // HTML elements have no place in an SVG logo outside <foreignObject> (refused anyway);
  // they are how markup like <img onerror> or <iframe> gets smuggled in.
  if (namespace !== null && namespace !== SVG_NAMESPACE) return `<${lower}>`;
  return ACTIVE_ELEMENTS.has(lower) ? `<${name}>` : null;
}

function describeAttribute({ attribute }: RemovedAttribute): string | null {
  if (attribute === null) return null;
  const name = attribute.name.toLowerCase();
  if (name.startsWith('on')) return name;
  if (LINK_ATTRIBUTES.has(name) || runsOrLoads(attribute.value)) {
    return `${attribute.name}="${attribute.value.slice(0, 40)}"`;
  }
  // Editor attributes (inkscape:label, sodipodi:docname), their xmlns declarations, unknown
  // presentation attributes: inert, dropped.
  return null;
}

/**
 * Sanitises an SVG logo with DOMPurify (SVG profile) and decides whether it may be stored.
 *
 * Decision: an SVG is REFUSED, not silently cleaned, when it holds anything active: scripts,
 * event handlers (on*), javascript:/data: links, <foreignObject>, attribute-rewriting animation,
 * or a reference to anything outside the file (an href or CSS url() that is not `#fragment`, an
 * @import). Silently stripping those would store a logo that differs from what the user sees in
 * their own tools without telling them, and an upload carrying them is more often an attack than a
 * logo. Inert leftovers of drawing programs (editor namespaces, RDF metadata, comments) are
 * removed without complaint. An SVG is also refused when drawing it would cost far more than a
 * logo should (filters, patterns, markers, reference fan-out, absurd sizes: svg-cost.ts). The result is the sanitised DOM serialised as XML (so namespaces are
 * declared and the file stands alone), never the uploaded text.
 */
export function sanitiseSvg(text: string): SvgSanitiseResult {
  // Counted on the text, before any parsing: every element starts with "<" and a letter.
  if ((text.match(/<[A-Za-z]/g)?.length ?? 0) > SVG_MAX_ELEMENTS) {
    return { ok: false, reason: 'too-complex' };
  }
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  const found = new Set<string>();
  purify.addHook('uponSanitizeAttribute', (_node, event) => {
    const name = event.attrName.toLowerCase();
    const value = event.attrValue;
    if ((name === 'href' || name.endsWith(':href')) && !isFragment(value)) {
      found.add(`${event.attrName}="${value.slice(0, 40)}"`);
    } else if (name === 'style' ? loadsExternalCss(value) : runsOrLoads(value)) {
      found.add(`${event.attrName}="${value.slice(0, 40)}"`);
    }
  });
  purify.addHook('uponSanitizeElement', (node, event) => {
    if (event.tagName === 'style' && loadsExternalCss(node.textContent ?? '')) {
      found.add('<style> with an external reference');
    }
  });

  try {
    return sanitiseParsed(purify, found, text);
  } catch {
    // jsdom and the serialiser recurse: a pathological tree ends here, not in a 500.
    return { ok: false, reason: 'not-svg' };
  }
}

function sanitiseParsed(
  purify: ReturnType<typeof createDOMPurify>,
  found: Set<string>,
  text: string,
): SvgSanitiseResult {
  // Parsed as HTML, like DOMPurify does with text: lenient, never fetches, never expands entities.
  const { body } = new window.DOMParser().parseFromString(text, 'text/html');
  const elements = [...body.children];
  const roots = elements.filter(
    (element) => element.localName === 'svg' && element.namespaceURI === SVG_NAMESPACE,
  );
  if (roots.length !== 1) return { ok: false, reason: 'not-svg' };
  const [root] = roots;
  const costly = costlyFeatures(root);
  if (costly.length > 0) return { ok: false, reason: 'costly', found: costly };
  // What sits beside the drawing (markup that broke out of it, such as <img onerror>) is never
  // kept; it is reported like anything else DOMPurify would have removed.
  for (const other of elements) {
    const description = other === root ? null : describeElement(other);
    if (description !== null) found.add(description);
  }

  purify.sanitize(root, CONFIG);
  for (const removed of purify.removed) {
    const description =
      'element' in removed
        ? describeElement((removed as RemovedElement).element)
        : describeAttribute(removed as RemovedAttribute);
    if (description !== null) found.add(description);
  }
  if (found.size > 0) return { ok: false, reason: 'active-content', found: [...found] };
  return { ok: true, svg: new window.XMLSerializer().serializeToString(root) };
}
