import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { legalIsland } from './legal';
import { emulatePhone, servePage } from './testing/served-page';

describe('the legal pages island', () => {
  const controller = new AbortController();
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('folds every section on a phone; a contents link opens its section; revert restores the page', async () => {
    emulatePhone(true);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const root = await servePage('/terms');
    const served = root.innerHTML;
    const revert = legalIsland(root, controller.signal);

    const toggle = screen.getByRole('button', { name: '11. Governing law and disputes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/These terms are governed by Dutch law\./)).not.toBeVisible();
    expect(root.querySelectorAll('.pp-legal__toggle[aria-expanded="false"]')).toHaveLength(11);

    fireEvent.click(
      within(screen.getByTestId('legal-content')).getByRole('link', {
        name: '11. Governing law and disputes',
      }),
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/These terms are governed by Dutch law\./)).toBeVisible();
    expect(scrolled).toHaveBeenCalled();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    revert();
    expect(root.innerHTML).toBe(served);
  });

  it('leaves the sections open and the headings plain on a wide screen', async () => {
    emulatePhone(false);
    const root = await servePage('/privacy');
    legalIsland(root, controller.signal);
    expect(root.querySelectorAll('.pp-legal__toggle')).toHaveLength(0);
    expect(root.querySelectorAll('.pp-legal__section [hidden]')).toHaveLength(0);
  });
});
