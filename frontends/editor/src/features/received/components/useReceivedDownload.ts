import { useCallback, useState } from 'react';
import { fetchAuthorized } from '@app/platform';
import { downloadFile } from '../../pdf/useExportPdf';

/**
 * Downloads a received file with the session's token (a plain link cannot send it) and offers it
 * under the given name; `failed` says the last try did not work.
 */
export function useReceivedDownload(): {
  download: (path: string, fileName: string) => Promise<void>;
  busy: boolean;
  failed: boolean;
} {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = useCallback(async (path: string, fileName: string) => {
    setBusy(true);
    setFailed(false);
    try {
      const response = await fetchAuthorized(path);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
      downloadFile(new Uint8Array(await response.arrayBuffer()), fileName, type);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, []);
  return { download, busy, failed };
}
