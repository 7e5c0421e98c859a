import { describe, expect, it, jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useKeepInViewport } from './useKeepInViewport';

function Popover() {
  const ref = useRef<HTMLDivElement>(null);
  useKeepInViewport(ref);
  return <div ref={ref} data-testid="popover" />;
}

/** Renders the popover where its anchor would put it (jsdom has no layout), in a 390 px window. */
function placedAt(left: number, width: number): HTMLElement {
  Object.defineProperty(document.documentElement, 'clientWidth', {
    configurable: true,
    value: 390,
  });
  const spy = jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(function (this: HTMLElement) {
      const shift = Number.parseFloat(this.style.translate || '0');
      return { left: left + shift, right: left + shift + width } as DOMRect;
    });
  const { getByTestId } = render(<Popover />);
  spy.mockRestore();
  return getByTestId('popover');
}

describe('useKeepInViewport', () => {
  it.each([
    ['runs off the right edge', 200, 300, '-118px 0'],
    ['runs off the left edge', -34, 300, '42px 0'],
    ['is wider than the window: its left edge stays in view', 100, 500, '-92px 0'],
    ['fits', 40, 300, ''],
  ])('moves a popover that %s sideways, 8 px from the edges', (_case, left, width, translate) => {
    expect(placedAt(left, width).style.translate).toBe(translate);
  });
});
