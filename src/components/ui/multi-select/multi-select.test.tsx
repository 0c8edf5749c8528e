import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { WithCommonTexts } from '../testing/common-test-i18n';
import { MultiSelect, type MultiSelectProps } from './multi-select';
import type { MultiSelectOption, MultiSelectValue } from './multi-select-model';

const FRUIT: MultiSelectOption[] = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana', keywords: ['plantain'] },
  { value: 'cherry', label: 'Cherry', disabled: true },
  { value: 'date', label: 'Date' },
];

function Harness(props: Partial<MultiSelectProps> & { readonly initial?: MultiSelectValue[] }) {
  const { initial = [], ...rest } = props;
  const [value, setValue] = useState<MultiSelectValue[]>(initial);
  return (
    <WithCommonTexts>
      <MultiSelect label="Fruit" options={FRUIT} value={value} onChange={setValue} {...rest} />
      <output aria-label="value">{JSON.stringify(value)}</output>
    </WithCommonTexts>
  );
}

function setup(props: Partial<MultiSelectProps> & { readonly initial?: MultiSelectValue[] } = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const box = () => screen.getByRole('combobox', { name: 'Fruit' });
  const list = () => screen.getByRole('listbox', { hidden: true });
  const option = (name: string) => within(list()).getByRole('option', { name, hidden: true });
  const value = () =>
    JSON.parse(
      screen.getByRole('status', { name: 'value' }).textContent ?? '[]',
    ) as MultiSelectValue[];
  const hint = () =>
    box()
      .getAttribute('aria-describedby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent);
  return { user, box, list, option, value, hint };
}

describe('MultiSelect', () => {
  it('arrows move the pointer (wrapping), Enter selects and unselects it', async () => {
    const { user, box, option, value } = setup();
    await user.click(box());
    expect(box()).toHaveAttribute('aria-activedescendant', option('Apple').id);
    await user.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', option('Date').id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(value()).toEqual(['banana']);
    expect(option('Banana')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(value()).toEqual([]);
  });

  it('Tab selects only after the arrows pointed, and never unselects', async () => {
    const { user, box, value } = setup();
    await user.click(box());
    await user.tab();
    expect(value()).toEqual([]);
    await user.click(box());
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(value()).toEqual(['banana']);
    await user.click(box());
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(box()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Banana', hidden: true }).id,
    );
    await user.tab();
    expect(value()).toEqual(['banana']);
  });

  it('Escape closes; Backspace in an empty search removes the last choice', async () => {
    const { user, box, list, value } = setup({ initial: ['apple', 'date'] });
    await user.click(box());
    await user.keyboard('{Escape}');
    expect(list()).not.toBeVisible();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('d{Backspace}');
    expect(value()).toEqual(['apple', 'date']);
    await user.keyboard('{Backspace}');
    expect(value()).toEqual(['apple']);
  });

  it('at the limit says “Maximum of 1 option selected” (plural forms); a choice must be removed before another', async () => {
    const { user, box, option, value } = setup({ limit: 1 });
    await user.click(box());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Maximum of 1 option selected',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(value()).toEqual(['apple']);
    expect(option('Banana')).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Remove Apple' }));
    await user.click(option('Banana'));
    expect(value()).toEqual(['banana']);
  });

  it('ignores disabled options by click and by keyboard', async () => {
    const { user, box, option, value, hint } = setup();
    await user.click(box());
    await user.click(option('Cherry'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', option('Cherry').id);
    expect(hint()).toBeUndefined();
    await user.keyboard('{Enter}');
    expect(value()).toEqual([]);
  });

  it('tells what Enter does with the pointed option, and marks selected options', async () => {
    const { user, box, option, hint } = setup();
    await user.click(box());
    expect(hint()).toEqual(['Press enter to select']);
    await user.keyboard('{Enter}');
    expect(hint()).toEqual(['Press enter to remove']);
    expect(within(option('Apple')).getByText('Selected')).toBeInTheDocument();
    expect(option('Apple')).toHaveAccessibleName('Apple');
    await user.keyboard('{ArrowDown}');
    expect(hint()).toEqual(['Press enter to select']);
  });

  it('says “No elements found…” for a search without a match, and “List is empty.” without options', async () => {
    const { user, box, list } = setup();
    await user.type(box(), 'kiwi');
    expect(
      within(list()).getByText('No elements found. Consider changing the search query.'),
    ).toBeVisible();
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('says “List is empty.” when there are no options', async () => {
    const { user, box, list } = setup({ options: [] });
    await user.click(box());
    expect(within(list()).getByText('List is empty.')).toBeVisible();
  });

  it('searches labels and keywords, ignoring case', async () => {
    const { user, box, list } = setup();
    await user.type(box(), 'PLANT');
    expect(
      within(list())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Banana']);
  });

  it('taggable: Enter on a text that matches no option adds it, with the tag hint', async () => {
    const { user, box, value, hint } = setup({ taggable: true });
    await user.type(box(), 'Kiwi');
    expect(hint()).toEqual(['Press enter to create a tag']);
    await user.keyboard('{Enter}');
    expect(value()).toEqual(['Kiwi']);
    expect(box()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove Kiwi' })).toBeInTheDocument();
    await user.type(box(), 'app{Enter}');
    expect(value()).toEqual(['Kiwi', 'apple']);
  });

  it('without taggable, a text that matches nothing adds nothing', async () => {
    const { user, box, value, hint } = setup();
    await user.type(box(), 'Kiwi{Enter}');
    expect(value()).toEqual([]);
    expect(hint()).toBeUndefined();
  });

  it('considers at most optionsLimit options', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ value: i, label: `Item ${i}` }));
    const { user, box, list } = setup({ options: many, optionsLimit: 3 });
    await user.click(box());
    const options = within(list()).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Item 0', 'Item 1', 'Item 2']);
    expect(options[0]).toHaveAttribute('aria-setsize', '3');
  });
});
