export declare const BOUNDARY_BASELINE: {
  readonly dataAccess: readonly string[];
  readonly foreignStorage: readonly string[];
  readonly expressInServices: readonly string[];
};
