import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import type { NumericRules } from '@/lib/numeric/numeric-input-rules';

import { NumericInput } from './numeric-input';

function Field({ rules }: { rules: NumericRules }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="amount">Amount</label>
      <NumericInput id="amount" value={value} onValueChange={setValue} rules={rules} />
      <button type="button">Next</button>
    </>
  );
}

describe('NumericInput', () => {
  it('keeps only what the rules allow as the player types, and applies min when they leave', async () => {
    const user = userEvent.setup();
    render(<Field rules={{ min: 10, max: 5000, accuracy: 2, unsigned: true }} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '-0012,3456');
    expect(input).toHaveValue('12.34');
    await user.clear(input);
    await user.type(input, '99999');
    expect(input).toHaveValue('5000');
    await user.clear(input);
    await user.type(input, '5');
    expect(input).toHaveValue('5');
    await user.tab();
    expect(input).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('offers the numeric keyboard and no separator at accuracy 0', async () => {
    const user = userEvent.setup();
    render(<Field rules={{ accuracy: 0 }} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '-1.5');
    expect(input).toHaveValue('-15');
  });
});
