import {
  SVG_MAX_DEPTH,
  SVG_MAX_DRAWN_ELEMENTS,
  SVG_MAX_MASKED_ELEMENTS,
  SVG_MAX_SIDE,
  SVG_MAX_TEXT_CHARACTERS,
} from './logo-limits.js';

/**
 * Elements whose drawing cost is not bounded by the logo's size: filter primitives (a
 * feMorphology of radius 500 over a 1000 x 1000 area is minutes of CPU), tiled patterns and
 * markers repeated at every vertex of a path. No logo needs them; a PNG export keeps the look.
 */
const COSTLY_ELEMENTS = new Set(['filter', 'pattern', 'marker']);

/** `filter` as an attribute or a CSS property: librsvg also draws blur() and drop-shadow(). */
const CSS_FILTER = /(?:^|[;{\s])filter\s*:(?!\s*none\s*(?:[;}!]|$))/i;

const FRAGMENT_REFERENCE = /url\(\s*['"]?#([^'")\s]+)['"]?\s*\)/g;

function referencedIds(element: Element): string[] {
  const ids: string[] = [];
  for (const attribute of element.attributes) {
    const name = attribute.name.toLowerCase();
    if (name === 'href' || name.endsWith(':href')) {
      // A link (<a href="#top">) is followed by a reader, not drawn by the renderer.
      if (element.localName.toLowerCase() === 'a') continue;
      const value = attribute.value.trim();
      if (value.startsWith('#')) ids.push(value.slice(1));
    } else {
      for (const [, id] of attribute.value.matchAll(FRAGMENT_REFERENCE)) ids.push(id);
    }
  }
  return ids;
}

/** The numbers of a presentation attribute, set as an attribute or in the style attribute. */
function numbersOf(element: Element, property: string): number[] {
  const values = [element.getAttribute(property) ?? ''];
  const style = element.getAttribute('style') ?? '';
  for (const [, value] of style.matchAll(new RegExp(`${property}\\s*:\\s*([^;]+)`, 'gi'))) {
    values.push(value);
  }
  return values
    .flatMap((value) => value.split(/[\s,]+/))
    .map((value) => Number.parseFloat(value))
    .filter((value) => !Number.isNaN(value));
}

const isMasked = (element: Element): boolean =>
  element.hasAttribute('mask') || /(?:^|[;\s])mask\s*:/i.test(element.getAttribute('style') ?? '');

/** The numbers of the root's width, height and viewBox sides, whatever their unit. */
function sides(root: Element): number[] {
  const viewBox = (root.getAttribute('viewBox') ?? '').trim().split(/[\s,]+/);
  return [root.getAttribute('width'), root.getAttribute('height'), viewBox[2], viewBox[3]]
    .map((value) => Number.parseFloat(value ?? ''))
    .filter((value) => !Number.isNaN(value));
}

/**
 * What in a parsed SVG would cost the renderer far more than a logo should, as short
 * descriptions (`<feMorphology>`, `filter: blur(…)`, `<use> cycle`); empty when nothing does.
 * The render process's time limit still bounds whatever this does not foresee.
 */
export function costlyFeatures(root: Element): string[] {
  const found = new Set<string>();
  const measured = sides(root).map(Math.abs);
  const canvas = measured.length > 0 ? Math.max(...measured) : SVG_MAX_SIDE;
  // A stroke wider than ten times the whole drawing shows nothing a narrower one would not; a
  // dash shorter than a thousandth of it is less than a pixel of the 1000-pixel rendition, and a
  // circle's worth of those is billions of dashes.
  const strokeLimit = 10 * canvas;
  const shortestDash = canvas / 1000;
  for (const side of sides(root)) {
    if (!Number.isFinite(side) || Math.abs(side) > SVG_MAX_SIDE) found.add(`a side of ${side}`);
  }
  const byId = new Map<string, Element>();
  const all = [root, ...root.querySelectorAll('*')];
  for (const element of all) {
    const id = element.getAttribute('id');
    if (id !== null && !byId.has(id)) byId.set(id, element);
  }

  for (const element of all) {
    const name = element.localName.toLowerCase();
    if (COSTLY_ELEMENTS.has(name) || /^fe[a-z]/.test(name)) found.add(`<${element.localName}>`);
    const filter = element.getAttribute('filter');
    if (filter !== null && filter.trim() !== 'none') found.add(`filter="${filter.slice(0, 40)}"`);
    if (CSS_FILTER.test(element.getAttribute('style') ?? '')) found.add('a CSS filter');
    if (name === 'style' && CSS_FILTER.test(element.textContent ?? '')) found.add('a CSS filter');
    const widest = Math.max(...numbersOf(element, 'stroke-width').map(Math.abs), 0);
    if (widest > strokeLimit) found.add(`stroke-width ${widest}`);
    const dashes = numbersOf(element, 'stroke-dasharray');
    const pattern = dashes.reduce((sum, dash) => sum + Math.abs(dash), 0);
    // All zeros is a solid line.
    if (pattern > 0 && pattern < shortestDash) {
      found.add(`stroke-dasharray ${dashes.join(' ')}`);
    }
  }
  const masked = all.filter(isMasked).length;
  if (masked > SVG_MAX_MASKED_ELEMENTS) found.add(`${masked} masked elements`);
  const characters = all
    .filter((element) => element.localName.toLowerCase() === 'text')
    .reduce((sum, text) => sum + (text.textContent?.length ?? 0), 0);
  if (characters > SVG_MAX_TEXT_CHARACTERS) found.add(`${characters} characters of text`);

  // Document order: every parent comes before its children.
  const depths = new Map<Element, number>([[root, 1]]);
  for (const element of all) {
    const parent = element.parentElement;
    if (element !== root && parent !== null) depths.set(element, (depths.get(parent) ?? 0) + 1);
  }
  if (Math.max(...depths.values()) > SVG_MAX_DEPTH) {
    found.add(`nesting deeper than ${SVG_MAX_DEPTH}`);
  }

  const drawn = drawnElements(root, byId);
  if (drawn === 'cycle') found.add('a reference cycle');
  else if (drawn > SVG_MAX_DRAWN_ELEMENTS) found.add(`${drawn} elements once references are drawn`);
  return [...found];
}

/**
 * How many elements the renderer visits when it follows every reference (`<use>`, clip paths,
 * masks, gradients, each counted where it is used), or 'cycle'. Memoised per element, so a file
 * of n elements is walked in O(n) however large the count it describes.
 */
function drawnElements(root: Element, byId: Map<string, Element>): number | 'cycle' {
  const memo = new Map<Element, number>();
  const visiting = new Set<Element>();
  let cycle = false;
  // Iterative post-order: recursion over a deep tree is what the depth limit guards against.
  const stack: { element: Element; expanded: boolean }[] = [{ element: root, expanded: false }];
  const dependencies = (element: Element): Element[] => [
    ...element.children,
    ...referencedIds(element)
      .map((id) => byId.get(id))
      .filter((target): target is Element => target !== undefined),
  ];
  while (stack.length > 0 && !cycle) {
    const top = stack[stack.length - 1];
    if (memo.has(top.element)) {
      stack.pop();
    } else if (!top.expanded) {
      top.expanded = true;
      visiting.add(top.element);
      for (const next of dependencies(top.element)) {
        if (visiting.has(next)) cycle = true;
        else if (!memo.has(next)) stack.push({ element: next, expanded: false });
      }
    } else {
      stack.pop();
      visiting.delete(top.element);
      let count = 1;
      for (const next of dependencies(top.element)) count += memo.get(next) ?? 0;
      // Capped: the exact size of a billion laughs does not matter, only that it is too many.
      memo.set(top.element, Math.min(count, SVG_MAX_DRAWN_ELEMENTS + 1));
    }
  }
  return cycle ? 'cycle' : (memo.get(root) ?? 0);
}
