import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { nodeVersionProblem, REQUIRED_NODE_MAJOR } from './node-version.js';

describe('nodeVersionProblem', () => {
  it('accepts every Node.js 24 release', () => {
    expect(nodeVersionProblem('24.0.0')).toBeUndefined();
    expect(nodeVersionProblem('24.11.1')).toBeUndefined();
  });

  it('names the Node needed, the one running, and how to run the right one', () => {
    expect(nodeVersionProblem('20.20.2')).toBe(
      'Invoicing needs Node.js 24 (this is 20.20.2). Run it with `npm start`, which uses the ' +
        'Node 24 from node_modules, or install Node 24.',
    );
    expect(nodeVersionProblem('25.1.0')).toContain('(this is 25.1.0)');
  });

  it('asks for the Node of package.json engines', () => {
    const root = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { engines: { node: string } };
    expect(root.engines.node).toBe(`${REQUIRED_NODE_MAJOR}.x`);
  });
});
