/**
 * SVG logos built to cost the server as much as possible (docs/logo.md), each with what the
 * server must say about it. All are small enough to pass the 2 MB upload limit.
 */
const CANVAS =
  'xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000"';
const FIVE_RECTS = Array.from(
  { length: 5 },
  (_, i) => `<rect width="1000" height="1000" fill="#${i}${i}${i}"/>`,
).join('');

export type HostileLogo = { name: string; svg: string; refusal: RegExp };

const costly = (found: string) =>
  new RegExp(`^The SVG is too costly to draw for a logo \\(${found}\\)`);

/** Refused by what they contain, before anything is drawn. */
export const REFUSED_BY_CONTENT: HostileLogo[] = [
  {
    // The reported one: 656 bytes that kept the thread pool busy for minutes.
    name: 'feMorphology of radius 500 over five 1000 x 1000 rects',
    svg: `<svg ${CANVAS}><defs><filter id="f" x="0" y="0" width="1" height="1"><feMorphology operator="dilate" radius="500"/></filter></defs><g filter="url(#f)">${FIVE_RECTS}</g></svg>`,
    refusal: costly('<filter>'),
  },
  {
    name: 'a big blur as a CSS filter',
    svg: `<svg ${CANVAS}><g style="filter: blur(300px)">${FIVE_RECTS}</g></svg>`,
    refusal: costly('a CSS filter'),
  },
  {
    name: 'a drop shadow as a filter function',
    svg: `<svg ${CANVAS}><g filter="drop-shadow(0 0 200px black)">${FIVE_RECTS}</g></svg>`,
    refusal: costly('filter="drop-shadow\\(0 0 200px black\\)"'),
  },
  {
    name: 'a huge area filled with a tiny pattern tile',
    svg: `<svg ${CANVAS}><pattern id="p" width="0.01" height="0.01" patternUnits="userSpaceOnUse"><rect width="0.005" height="0.005"/></pattern><rect width="1000" height="1000" fill="url(#p)"/></svg>`,
    refusal: costly('<pattern>'),
  },
  {
    name: 'nested <use> fanning out to 10^8 shapes',
    svg: `<svg ${CANVAS}><g id="a0"><rect width="10" height="10"/></g>${Array.from(
      { length: 8 },
      (_, level) => `<g id="a${level + 1}">${`<use href="#a${level}"/>`.repeat(10)}</g>`,
    ).join('')}</svg>`,
    refusal: costly('20001 elements once references are drawn'),
  },
  {
    name: 'a <use> that contains itself',
    svg: `<svg ${CANVAS}><g id="loop"><rect width="1" height="1"/><use href="#loop"/></g></svg>`,
    refusal: costly('a reference cycle'),
  },
  {
    name: 'a dash pattern of billions of dashes',
    svg: `<svg ${CANVAS}><circle cx="500" cy="500" r="400000" fill="none" stroke="black" stroke-dasharray="0.01"/></svg>`,
    refusal: costly('stroke-dasharray 0.01'),
  },
  {
    name: 'thousands of masked full-size rects',
    svg: `<svg ${CANVAS}><mask id="m"><rect width="1000" height="1000" fill="white"/></mask>${'<rect mask="url(#m)" width="1000" height="1000"/>'.repeat(2000)}</svg>`,
    refusal: costly('2000 masked elements'),
  },
  {
    name: 'a size of a billion pixels each way',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" width="1000000000" height="1000000000"><rect width="10" height="10"/></svg>',
    refusal: costly('a side of 1000000000'),
  },
];

/**
 * No filter, nothing the sanitiser refuses: a 70,000-pixel-wide drawing of 2,900 overlapping
 * translucent circles, and one path of 150,000 segments criss-crossing the drawing with round
 * joins. Each keeps librsvg busy for seconds to a minute: only the render time limit stops them.
 */
export const REFUSED_BY_TIME: HostileLogo[] = [
  {
    name: 'a giant drawing of 2,900 translucent circles',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="70000" height="70000">${Array.from(
      { length: 2900 },
      (_, i) =>
        `<circle cx="${i * 20}" cy="${i * 20}" r="35000" fill="#${i % 9}0${i % 7}" opacity="0.5"/>`,
    ).join('')}</svg>`,
    refusal: /^The image took too long to process/,
  },
  {
    name: 'one path of 150,000 crossing segments',
    svg: `<svg ${CANVAS}><path d="M0 0${Array.from(
      { length: 150_000 },
      (_, i) => ` L${(i * 37) % 1000} ${(i * 91) % 1000}`,
    ).join('')}" stroke="black" stroke-width="3" stroke-linejoin="round"/></svg>`,
    refusal: /^The image took too long to process/,
  },
];
