/**
 * A page's operators written straight into bytes. Built as strings they were a text per line of
 * the invoice, joined, flattened and encoded again before compression, and most of the
 * garbage a document leaves; here every operator goes once into one growing array.
 */
export type ContentBytes = {
  /** Operators, names and operands that are ASCII (font keys, colours, a QR code's path). */
  ascii: (text: string) => void;
  /** A coordinate or size, with the same digits as `String(Math.round(value * 1000) / 1000)`. */
  number: (value: number) => void;
  /** One 2-byte code (Identity-H) of a glyph string opened with `openString`. */
  glyph: (code: number) => void;
  openString: () => void;
  closeString: () => void;
  /** What was written so far; a view, valid until the next write. */
  bytes: () => Uint8Array;
};

const BACKSLASH = 0x5c;
const CR = 0x0d;

/**
 * Within a literal string a reader takes `\`, an unbalanced parenthesis and a bare carriage
 * return (read as a line feed) as syntax; every other byte, NUL included, stands for itself.
 */
const needsEscape = (byte: number): boolean =>
  byte === 0x28 || byte === 0x29 || byte === BACKSLASH || byte === CR;

/** Three decimals below this many thousandths are exact as integers and print without exponent. */
const DIRECT_LIMIT = 1e15;

export const createContentBytes = (initialSize = 8192): ContentBytes => {
  let buffer = new Uint8Array(initialSize);
  let length = 0;
  const reserve = (count: number): void => {
    if (length + count <= buffer.length) return;
    const grown = new Uint8Array(Math.max(buffer.length * 2, length + count));
    grown.set(buffer.subarray(0, length));
    buffer = grown;
  };
  const ascii = (text: string): void => {
    reserve(text.length);
    for (let index = 0; index < text.length; index += 1) {
      buffer[length] = text.charCodeAt(index);
      length += 1;
    }
  };
  const digits = (value: number): void => {
    // The integer's digits, right to left, then in place.
    const start = length;
    let rest = value;
    do {
      buffer[length] = 0x30 + (rest % 10);
      length += 1;
      rest = Math.floor(rest / 10);
    } while (rest > 0);
    buffer.subarray(start, length).reverse();
  };
  const byte = (value: number): void => {
    if (needsEscape(value)) {
      buffer[length] = BACKSLASH;
      buffer[length + 1] = value === CR ? 0x72 : value;
      length += 2;
    } else {
      buffer[length] = value;
      length += 1;
    }
  };
  return {
    ascii,
    number: (value) => {
      const thousandths = Math.round(value * 1000);
      if (!(Math.abs(thousandths) < DIRECT_LIMIT)) {
        ascii(String(thousandths / 1000));
        return;
      }
      reserve(24);
      // -0 and values that round to it print as 0, as String does.
      if (thousandths < 0) {
        buffer[length] = 0x2d;
        length += 1;
      }
      const magnitude = Math.abs(thousandths);
      const whole = Math.floor(magnitude / 1000);
      let fraction = magnitude - whole * 1000;
      digits(whole);
      if (fraction === 0) return;
      buffer[length] = 0x2e;
      length += 1;
      for (let place = 100; fraction > 0; place /= 10) {
        const digit = Math.floor(fraction / place);
        buffer[length] = 0x30 + digit;
        length += 1;
        fraction -= digit * place;
      }
    },
    openString: () => {
      reserve(1);
      buffer[length] = 0x28;
      length += 1;
    },
    glyph: (code) => {
      reserve(4);
      byte(code >> 8);
      byte(code & 0xff);
    },
    closeString: () => {
      reserve(1);
      buffer[length] = 0x29;
      length += 1;
    },
    bytes: () => buffer.subarray(0, length),
  };
};
