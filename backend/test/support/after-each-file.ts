import { afterAll, expect } from '@jest/globals';
import { errorContractViolations } from './error-contract.js';

// Runs after each e2e file (setupFilesAfterEnv): any error answered without a published code fails it.
afterAll(() => {
  expect(errorContractViolations).toEqual([]);
});
