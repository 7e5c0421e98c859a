import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { faqIsland } from './faq';
import { servePage } from './testing/served-page';

describe('the FAQ island', () => {
  it('opens one answer at a time, closes it again, and folds every answer on revert', async () => {
    const root = await servePage('/faq');
    const revert = faqIsland(root, new AbortController().signal);
    const first = screen.getByRole('button', { name: 'Is Invoicing really free?' });
    const second = screen.getByRole('button', { name: 'Does it work offline?' });

    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByText(/Invoicing is free for the first 100,000 entrepreneurs, with/),
    ).toBeVisible();

    fireEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(root.querySelectorAll('[aria-expanded="true"]')).toHaveLength(1);
    expect(root.querySelectorAll('.pp-faq__answer:not([hidden])')).toHaveLength(1);

    fireEvent.click(second);
    expect(root.querySelectorAll('.pp-faq__answer:not([hidden])')).toHaveLength(0);

    fireEvent.click(first);
    revert();
    expect(root.querySelectorAll('.pp-faq__answer:not([hidden])')).toHaveLength(0);
  });
});
