import { useCallback, useRef, useState } from 'react';
import { fetchAuthorized } from '@app/platform';
import { downloadBlob } from '../pdf/useExportPdf';

/** Where the ZIP goes as it arrives. */
type Sink = {
  write: (chunk: Uint8Array) => Promise<void>;
  close: () => Promise<void>;
  abort: () => Promise<void>;
};

type SavePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<{
  createWritable: () => Promise<{
    write: (chunk: Uint8Array) => Promise<void>;
    close: () => Promise<void>;
    abort: () => Promise<void>;
  }>;
}>;

/**
 * Straight to disk where the browser can (Chromium's File System Access API), so a large
 * export never sits in memory; elsewhere the chunks become one Blob saved when complete.
 */
async function openSink(fileName: string): Promise<Sink> {
  const picker = (window as unknown as { showSaveFilePicker?: SavePicker }).showSaveFilePicker;
  if (picker !== undefined) {
    const handle = await picker({
      suggestedName: fileName,
      types: [{ description: 'ZIP', accept: { 'application/zip': ['.zip'] } }],
    });
    return handle.createWritable();
  }
  const chunks: Uint8Array[] = [];
  return {
    write: async (chunk) => {
      chunks.push(chunk);
    },
    close: async () => {
      downloadBlob(
        new Blob(chunks as Uint8Array<ArrayBuffer>[], { type: 'application/zip' }),
        fileName,
      );
    },
    abort: async () => {
      chunks.length = 0;
    },
  };
}

export type DownloadState =
  | { phase: 'idle' }
  | { phase: 'downloading'; received: number }
  | { phase: 'done'; received: number }
  | { phase: 'cancelled' }
  | { phase: 'failed' };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Downloads the accountant's export with the session's token (a plain link cannot send it),
 * reading the body chunk by chunk to count the bytes for the progress bar; `cancel` stops it.
 */
export function useAccountantDownload(): {
  state: DownloadState;
  start: (period: string, language: string) => Promise<void>;
  cancel: () => void;
} {
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(async (period: string, language: string) => {
    const fileName = `accountant-${period}.zip`;
    let sink: Sink;
    try {
      // Asked first, while the click still counts as the user's: the picker needs that.
      sink = await openSink(fileName);
    } catch (error) {
      setState(isAbort(error) ? { phase: 'idle' } : { phase: 'failed' });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'downloading', received: 0 });
    try {
      const query = new URLSearchParams({ period, language });
      const response = await fetchAuthorized(`/api/exports/accountant?${query}`, {
        signal: abort.signal,
      });
      if (!response.ok || response.body === null) throw new Error(`HTTP ${response.status}`);
      const reader = response.body.getReader();
      let received = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        await sink.write(value);
        received += value.byteLength;
        setState({ phase: 'downloading', received });
      }
      await sink.close();
      setState({ phase: 'done', received });
    } catch (error) {
      await sink.abort().catch(() => undefined);
      setState(
        abort.signal.aborted || isAbort(error) ? { phase: 'cancelled' } : { phase: 'failed' },
      );
    } finally {
      controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}
