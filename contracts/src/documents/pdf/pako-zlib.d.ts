/** pako's zlib port, which its own deflate() drives (pako 1.x); untyped by @types/pako. */
declare module 'pako/lib/zlib/zstream.js' {
  // eslint-disable-next-line no-restricted-syntax -- a CommonJS module's exports are its default
  export default class ZStream {
    input: Uint8Array | null;
    next_in: number;
    avail_in: number;
    output: Uint8Array | null;
    next_out: number;
    avail_out: number;
  }
}

declare module 'pako/lib/zlib/deflate.js' {
  import type ZStream from 'pako/lib/zlib/zstream.js';

  const zlibDeflate: {
    deflateInit2: (
      stream: ZStream,
      level: number,
      method: number,
      windowBits: number,
      memLevel: number,
      strategy: number,
    ) => number;
    deflateReset: (stream: ZStream) => number;
    deflate: (stream: ZStream, flush: number) => number;
  };
  // eslint-disable-next-line no-restricted-syntax -- as above
  export default zlibDeflate;
}
