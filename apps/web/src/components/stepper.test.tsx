import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getStepState, Stepper } from './stepper';

describe('stepper (§4)', () => {
  it('is completed before the active step, active at it, inactive after', () => {
    expect([0, 1, 2].map((i) => getStepState(i, 1))).toEqual(['completed', 'active', 'inactive']);
    expect(getStepState(0, 0)).toBe('active');
  });

  it('marks the current step for assistive technology', () => {
    render(
      <Stepper
        steps={['Add Products', 'Share Billing Details', 'Make Your Payment']}
        activeStep={1}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.dataset.state)).toEqual(['completed', 'active', 'inactive']);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Share Billing Details')).toBeInTheDocument();
  });
});
