import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DailyChart } from './daily-chart';

const points = [
  { day: '2026-01-01', value: 2 },
  { day: '2026-01-02', value: 0 },
  { day: '2026-01-03', value: 5 },
];

describe('DailyChart', () => {
  it('draws the series as an image with a spoken summary, and shows the same numbers as a table', async () => {
    const user = userEvent.setup();
    render(<DailyChart title="Sign-ups" points={points} />);
    const chart = screen.getByRole('img');
    expect(chart).toHaveAccessibleName(
      'Sign-ups: 7 in all from 2026-01-01 to 2026-01-03; the busiest day had 5.',
    );
    expect(chart.querySelector('path')?.getAttribute('d')).toMatch(
      /^M[\d.]+,[\d.]+ L[\d.]+,[\d.]+ L/,
    );
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const rows = screen.getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DaySign-ups',
      '2026-01-012',
      '2026-01-020',
      '2026-01-035',
    ]);
    expect(screen.getByRole('button', { name: 'Show chart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('formats values (revenue in rupees) and says so for an empty series', () => {
    render(
      <DailyChart
        title="Revenue"
        points={[{ day: '2026-01-01', value: 0 }]}
        format={(n) => `₹${n}`}
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Revenue: ₹0 in all from 2026-01-01 to 2026-01-01; the busiest day had ₹0.',
    );
  });
});
