import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { languageLinksIsland } from './language-links';
import { servePage } from './testing/served-page';

describe('the language switch island', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps the query and the hash, and gives the plain links back on revert', async () => {
    window.history.replaceState(null, '', '/pricing?x=1#free');
    const root = await servePage('/pricing');
    const revert = languageLinksIsland(root, new AbortController().signal);
    const switcher = screen.getByTestId('language-switcher');
    const dutch = () => switcher.querySelector('a[hreflang="nl"]');
    expect(dutch()).toHaveAttribute('href', '/nl/pricing?x=1#free');
    expect(switcher.querySelector('a[hreflang="en"]')).toHaveAttribute('href', '/pricing?x=1#free');
    revert();
    expect(dutch()).toHaveAttribute('href', '/nl/pricing');
  });
});
