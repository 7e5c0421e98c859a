/**
 * Where a document's time goes, for the benchmark's per-phase breakdown: exclusive time per
 * phase (a phase inside another is not counted twice). Off unless a clock is set, and then
 * only a counter per call.
 */
export type Phase = 'layout' | 'fonts' | 'qr' | 'logo' | 'deflate' | 'serialisation';
export type PhaseTimes = Record<Phase, number>;

let clock: (() => number) | null = null;
const totals: PhaseTimes = { layout: 0, fonts: 0, qr: 0, logo: 0, deflate: 0, serialisation: 0 };
const stack: { phase: Phase; start: number; inner: number }[] = [];

/** Starts (with e.g. performance.now) or stops collecting; the totals restart at zero. */
export const measurePhases = (now: (() => number) | null): void => {
  clock = now;
  for (const phase of Object.keys(totals) as Phase[]) totals[phase] = 0;
};

export const phaseTimes = (): PhaseTimes => ({ ...totals });

const enter = (phase: Phase): void => {
  if (clock !== null) stack.push({ phase, start: clock(), inner: 0 });
};

const leave = (): void => {
  const frame = stack.pop();
  if (clock === null || frame === undefined) return;
  const spent = clock() - frame.start;
  totals[frame.phase] += spent - frame.inner;
  const outer = stack[stack.length - 1];
  if (outer !== undefined) outer.inner += spent;
};

export const timed = <T>(phase: Phase, work: () => T): T => {
  if (clock === null) return work();
  enter(phase);
  try {
    return work();
  } finally {
    leave();
  }
};

export const timedAsync = async <T>(phase: Phase, work: () => Promise<T>): Promise<T> => {
  if (clock === null) return work();
  enter(phase);
  try {
    return await work();
  } finally {
    leave();
  }
};
