import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { headerIsland } from './header';
import { servePage } from './testing/served-page';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

describe('the header island', () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
  });
  afterEach(() => {
    controller.abort();
    jest.restoreAllMocks();
    scrollTo(0);
  });

  it('opens and folds the phone menu, with the label for what the button does next', async () => {
    const root = await servePage('/nl/pricing');
    headerIsland(root, controller.signal);
    const button = screen.getByTestId('menu-button');
    expect(button).toHaveAccessibleName('Menu openen');

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('site-header')).toHaveClass('site-header--menu-open');
    expect(button).toHaveAccessibleName('Menu sluiten');

    const features = within(screen.getByTestId('site-menu')).getByRole('link', {
      name: 'Functies',
    });
    fireEvent.keyDown(features, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    fireEvent.click(button);
    fireEvent.click(features);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('site-header')).not.toHaveClass('site-header--menu-open');
  });

  it('gets compact after 100 px of scroll and back at the top', async () => {
    const root = await servePage('/terms');
    headerIsland(root, controller.signal);
    const header = screen.getByTestId('site-header');
    scrollTo(60);
    expect(header).toHaveAttribute('data-compact', 'false');
    scrollTo(150);
    expect(header).toHaveAttribute('data-compact', 'true');
    expect(header).toHaveClass('site-header--compact');
    scrollTo(0);
    expect(header).toHaveAttribute('data-compact', 'false');
  });
});
