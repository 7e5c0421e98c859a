import type { Canvas } from './canvas.js';

/** A laid-out piece of a page: its height is known before it is drawn, for pagination. */
export type Block = { height: number; draw: (canvas: Canvas, top: number) => void };
