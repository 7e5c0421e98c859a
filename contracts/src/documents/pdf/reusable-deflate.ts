// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a script of module declarations, which an import cannot name: it travels with this file into every program that compiles it (the frontends)
/// <reference path="./pako-zlib.d.ts" />
import pako from 'pako';
import zlibDeflate from 'pako/lib/zlib/deflate.js';
import ZStream from 'pako/lib/zlib/zstream.js';

type Options = Required<Pick<pako.DeflateFunctionOptions, 'level' | 'windowBits' | 'memLevel'>>;

const Z_FINISH = 4;
const Z_STREAM_END = 1;
const Z_DEFLATED = 8;
const Z_DEFAULT_STRATEGY = 0;

/** zlib's deflateBound with the zlib wrapper, and some room: never too small for one call. */
const bound = (length: number): number => length + ((length + 7) >> 3) + ((length + 63) >> 6) + 64;

/**
 * pako.deflate sets up a new stream for every call: window, hash chains, Huffman trees and an
 * output chunk, a sixth of compressing a page's content. The same stream is reset instead
 * (zlib's deflateReset, which leaves it as a new one), so the bytes are the same.
 */
export const reusableDeflate = (options: Options): ((input: Uint8Array) => Uint8Array) => {
  const stream = new ZStream();
  zlibDeflate.deflateInit2(
    stream,
    options.level,
    Z_DEFLATED,
    options.windowBits,
    options.memLevel,
    Z_DEFAULT_STRATEGY,
  );
  let output = new Uint8Array(0);
  return (input) => {
    zlibDeflate.deflateReset(stream);
    const size = bound(input.length);
    if (output.length < size) output = new Uint8Array(size);
    stream.input = input;
    stream.next_in = 0;
    stream.avail_in = input.length;
    stream.output = output;
    stream.next_out = 0;
    stream.avail_out = output.length;
    const status = zlibDeflate.deflate(stream, Z_FINISH);
    stream.input = null;
    if (status !== Z_STREAM_END) return pako.deflate(input, options);
    return output.slice(0, stream.next_out);
  };
};
