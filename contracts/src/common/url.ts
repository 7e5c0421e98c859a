/** The parts of a parsed URL that contracts reads. */
export type ParsedUrl = {
  readonly protocol: string;
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
};

/**
 * The WHATWG URL class, global in browsers and in Node. Contracts compiles without the DOM and
 * Node type libraries (to keep platform APIs out of shared code), so it is typed here, once.
 */
export const WhatwgUrl = (
  globalThis as unknown as { URL: new (url: string, base?: string) => ParsedUrl }
).URL;
