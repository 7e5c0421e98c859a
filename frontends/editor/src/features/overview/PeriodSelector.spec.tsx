import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLanguage } from '@app/platform';
import '../../i18n';
import { PeriodSelector } from './PeriodSelector';

async function renderSelector(language: 'en' | 'nl', period = 'month-2026-05') {
  await setLanguage(language);
  const onChange = jest.fn<(period: string) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <PeriodSelector period={period} today="2026-05-14" language={language} onChange={onChange} />
    </I18nextProvider>,
  );
  return onChange;
}

describe('PeriodSelector', () => {
  it('offers planned, current month, next month and custom', async () => {
    const onChange = await renderSelector('en');
    expect(screen.getByTestId('period-current')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByTestId('period-next'));
    expect(onChange).toHaveBeenLastCalledWith('month-2026-06');
    fireEvent.click(screen.getByTestId('period-planned'));
    expect(onChange).toHaveBeenLastCalledWith('planned');
  });

  it('applies a preset from the custom range popover', async () => {
    const onChange = await renderSelector('en');
    fireEvent.click(screen.getByTestId('period-custom'));
    const popover = within(screen.getByTestId('range-popover'));
    expect(popover.getAllByRole('listitem')).toHaveLength(9);
    expect(popover.getByRole('button', { name: 'Current month' })).toHaveFocus();
    fireEvent.click(popover.getByRole('button', { name: 'Previous quarter' }));
    fireEvent.click(screen.getByTestId('range-apply'));
    expect(onChange).toHaveBeenLastCalledWith('custom-2026-01-01-2026-03-31');
    expect(screen.queryByTestId('range-popover')).toBeNull();
  });

  it('picks a range by two clicks, the end never before the start', async () => {
    const onChange = await renderSelector('en');
    fireEvent.click(screen.getByTestId('period-custom'));
    expect(screen.getByTestId('range-apply')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '20 May 2026' }));
    fireEvent.click(screen.getByRole('button', { name: '3 May 2026' }));
    fireEvent.click(screen.getByTestId('range-apply'));
    expect(onChange).toHaveBeenLastCalledWith('custom-2026-05-03-2026-05-20');
  });

  it('starts the week on Monday in Dutch and shows the custom tab as dd MMM', async () => {
    await renderSelector('nl', 'custom-2026-05-03-2026-05-20');
    expect(screen.getByTestId('period-custom')).toHaveTextContent('03 mei – 20 mei');
    fireEvent.click(screen.getByTestId('period-custom'));
    const firstHeader = screen.getAllByRole('columnheader')[0];
    expect(firstHeader).toHaveTextContent(/^ma/);
  });
});
