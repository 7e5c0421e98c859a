/** The part of yazl 3 (no published types) the accountant's export uses. */
declare module 'yazl' {
  import type { EventEmitter } from 'node:events';
  import type { Readable } from 'node:stream';

  type EntryOptions = { mtime?: Date; mode?: number; compress?: boolean; size?: number };

  class ZipFile extends EventEmitter {
    readonly outputStream: Readable;
    /** `getReadStream` is called when the ZIP reaches this entry: nothing is read before. */
    addReadStreamLazy(
      metadataPath: string,
      options: EntryOptions,
      getReadStream: (callback: (error: Error | null, stream?: Readable) => void) => void,
    ): void;
    addBuffer(buffer: Buffer, metadataPath: string, options?: EntryOptions): void;
    end(options?: { forceZip64Format?: boolean; comment?: string }): void;
  }

  const yazl: { ZipFile: typeof ZipFile };
  // The shape of a CommonJS module as Node's ESM loader gives it: its exports are the default.
  // eslint-disable-next-line no-restricted-syntax
  export default yazl;
  export type { ZipFile };
}
