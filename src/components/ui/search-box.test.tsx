import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { SearchBox } from './search-box';
import { WithCommonTexts } from './testing/common-test-i18n';

function Search(props: {
  readonly maxLength?: number;
  readonly clearable?: boolean;
  readonly labelHidden?: boolean;
}) {
  const [value, setValue] = useState('');
  return (
    <WithCommonTexts>
      <SearchBox label="Find a country" value={value} onValueChange={setValue} {...props} />
      <output aria-label="kept">{value}</output>
    </WithCommonTexts>
  );
}

describe('SearchBox', () => {
  it('is a search box named by its visible label', () => {
    render(<Search />);
    const box = screen.getByRole('searchbox', { name: 'Find a country' });
    expect(box).toHaveAttribute('type', 'search');
    expect(screen.getByText('Find a country').tagName).toBe('LABEL');
  });

  it('keeps an accessible name when the label is hidden', () => {
    render(<Search labelHidden />);
    expect(screen.getByRole('searchbox', { name: 'Find a country' })).toBeInTheDocument();
    expect(screen.queryByText('Find a country')).not.toBeInTheDocument();
  });

  it('takes at most 100 characters by default: typing 150 keeps 100', async () => {
    const user = userEvent.setup();
    render(<Search />);
    const box = screen.getByRole('searchbox', { name: 'Find a country' });
    await user.type(box, 'a'.repeat(150));
    expect(box).toHaveValue('a'.repeat(100));
    expect(screen.getByRole('status', { name: 'kept' })).toHaveTextContent('a'.repeat(100));
  });

  it('cuts a pasted text to the limit as well, and honours another limit', async () => {
    const user = userEvent.setup();
    render(<Search maxLength={5} />);
    const box = screen.getByRole('searchbox', { name: 'Find a country' });
    await user.click(box);
    await user.paste('abcdefghij');
    expect(box).toHaveValue('abcde');
  });

  it('offers a clear button only when asked and only while there is text; it empties the box and keeps focus there', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Search />);
    await user.type(screen.getByRole('searchbox'), 'kz');
    expect(screen.queryByRole('button', { name: 'Clear the search' })).not.toBeInTheDocument();
    unmount();

    render(<Search clearable />);
    const box = screen.getByRole('searchbox', { name: 'Find a country' });
    expect(screen.queryByRole('button', { name: 'Clear the search' })).not.toBeInTheDocument();
    await user.type(box, 'kz');
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear the search' })).not.toBeInTheDocument();
  });
});
