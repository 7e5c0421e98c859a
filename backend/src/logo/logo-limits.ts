/**
 * How much a logo may ask of the render process (docs/logo.md). Plain constants with no imports:
 * the render process checks them, the server's messages quote them, and the server never loads
 * sharp or jsdom for that.
 */

/**
 * Refuses decompression bombs: a 2 MB PNG can claim 20,000 x 20,000 pixels (1.6 GB decoded).
 * 25 megapixels (5000 x 5000) is far beyond any logo and bounds the memory one upload can take.
 */
export const LOGO_MAX_PIXELS = 25_000_000;

/** The PNG rendition (for the PDF) fits in this many pixels each way, aspect kept. */
export const LOGO_RENDITION_MAX_SIZE = 1000;

/**
 * An SVG is drawn straight at the rendition's size, so it never needs more than this many
 * pixels, whatever size it claims; twice each way leaves room for sizes in physical units.
 */
export const LOGO_SVG_MAX_PIXELS = (2 * LOGO_RENDITION_MAX_SIZE) ** 2;

/**
 * jsdom needs up to half a millisecond per element to parse, sanitise and serialise; this bounds
 * one upload to about a second of the render process. Real logos have tens to hundreds.
 */
export const SVG_MAX_ELEMENTS = 3000;

/**
 * Elements drawn once every `<use>` and `url(#…)` reference is followed: ten nested `<use>` of
 * ten copies each draw 10^10 shapes from a few hundred bytes ("billion laughs").
 */
export const SVG_MAX_DRAWN_ELEMENTS = 20_000;

/** Nesting deeper than this is no drawing; jsdom and librsvg recurse over it. */
export const SVG_MAX_DEPTH = 64;

/** A side (width, height, viewBox) larger than this, in its own unit, is no logo. */
export const SVG_MAX_SIDE = 1_000_000;

/** Characters of text: a logo's name and slogan, not a book that the text layout must set. */
export const SVG_MAX_TEXT_CHARACTERS = 5000;

/**
 * Elements drawn through a mask: each is drawn on a canvas of its own and blended, so 3000 of
 * them over the whole drawing take a minute.
 */
export const SVG_MAX_MASKED_ELEMENTS = 100;
