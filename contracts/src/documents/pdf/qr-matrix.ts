import QRCode from 'qrcode';

/** A QR code as its grid of modules: `dark(column, row)` for each of `size` × `size`. */
export type QrMatrix = { size: number; dark: (column: number, row: number) => boolean };

/** The EPC guideline asks for error correction level M. */
export const qrMatrix = (text: string): QrMatrix => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (column, row) => Boolean(modules.get(row, column)) };
};
