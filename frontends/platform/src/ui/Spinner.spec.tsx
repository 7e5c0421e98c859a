import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Spinner', () => {
  it('stays hidden for quick loads and appears after the delay', () => {
    render(<Spinner delayMs={200} />);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows at once without a delay', () => {
    render(<Spinner delayMs={0} />);
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
  });
});
