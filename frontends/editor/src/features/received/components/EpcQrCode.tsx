import { useMemo } from 'react';
import { qrMatrix } from '@app/contracts/documents';

/** The PDF's QR renderer (contracts qrMatrix) drawn as SVG: one path, crisp at any size. */
export function EpcQrCode({ payload, label }: { payload: string; label: string }) {
  const { size, path } = useMemo(() => {
    const matrix = qrMatrix(payload);
    const cells: string[] = [];
    for (let row = 0; row < matrix.size; row += 1) {
      for (let column = 0; column < matrix.size; column += 1) {
        if (matrix.dark(column, row)) cells.push(`M${column + 4} ${row + 4}h1v1h-1z`);
      }
    }
    // Four modules of quiet zone on every side, as the QR standard asks.
    return { size: matrix.size + 8, path: cells.join('') };
  }, [payload]);
  return (
    <svg
      className="received-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-testid="received-epc-qr"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
