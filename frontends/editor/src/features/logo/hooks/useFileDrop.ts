import { useCallback, useRef, useState, type DragEvent } from 'react';

export type FileDrop = {
  /** A file is being dragged over the area. */
  dragging: boolean;
  handlers: {
    onDragEnter: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDragLeave: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
  };
};

const carriesFiles = (event: DragEvent): boolean =>
  Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Drag and drop of one file onto an area. While `enabled` is false the events are left alone,
 * so nothing is accepted (the browser's own handling applies). Entering and leaving the area's
 * children fire their own events: a depth count keeps the hover state from flickering.
 */
export function useFileDrop(enabled: boolean, onFile: (file: File) => void): FileDrop {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);

  const onDragEnter = useCallback(
    (event: DragEvent) => {
      if (!enabled || !carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    [enabled],
  );
  const onDragOver = useCallback(
    (event: DragEvent) => {
      if (!enabled || !carriesFiles(event)) return;
      // Without this the browser refuses the drop (and opens the file instead).
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    [enabled],
  );
  const onDragLeave = useCallback(
    (event: DragEvent) => {
      if (!enabled || !carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    [enabled],
  );
  const onDrop = useCallback(
    (event: DragEvent) => {
      depth.current = 0;
      setDragging(false);
      if (!enabled) return;
      event.preventDefault();
      const file = event.dataTransfer?.files?.[0];
      if (file !== undefined) onFile(file);
    },
    [enabled, onFile],
  );

  return {
    dragging: enabled && dragging,
    handlers: { onDragEnter, onDragOver, onDragLeave, onDrop },
  };
}
