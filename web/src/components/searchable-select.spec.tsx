import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchingOptions, SearchableSelect, sortedOptions, type SelectOption } from './searchable-select';

const PLANS: SelectOption[] = [
  { value: 'p-10', label: 'Plan 10 clases' },
  { value: 'p-basico', label: 'Básico' },
  { value: 'p-2', label: 'Plan 2 clases' },
  { value: 'p-anual', label: 'anual Ilimitado' },
  { value: 'p-abono', label: 'Ábaco Premium' },
];

const labels = (options: readonly SelectOption[]) => options.map((option) => option.label);

describe('a searchable select (clients, plans, classes, instructors)', () => {
  it('sorts in the alphabet of the language, accents and case aside, numbers by their value', () => {
    expect(labels(sortedOptions(PLANS, 'es'))).toEqual([
      'Ábaco Premium',
      'anual Ilimitado',
      'Básico',
      'Plan 2 clases',
      'Plan 10 clases',
    ]);
  });

  it('keeps the options holding every word typed, case and accents ignored, and always the one chosen', () => {
    expect(labels(matchingOptions(PLANS, 'BASICO', ''))).toEqual(['Básico']);
    expect(labels(matchingOptions(PLANS, 'clases 10', ''))).toEqual(['Plan 10 clases']);
    expect(labels(matchingOptions(PLANS, 'zzz', 'p-2'))).toEqual(['Plan 2 clases']);
    expect(labels(matchingOptions(PLANS, '  ', ''))).toHaveLength(PLANS.length);
  });

  it('narrows the select as one types and reports the choice', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <SearchableSelect
        id="plan"
        value=""
        options={PLANS}
        emptyLabel="Selecciona un plan"
        searchLabel="Buscar plan"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox');
    expect(within(select).getAllByRole('option')).toHaveLength(PLANS.length + 1);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar plan' }), 'plan');
    const shown = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(shown).toEqual(['Selecciona un plan', 'Plan 2 clases', 'Plan 10 clases']);
    await user.selectOptions(select, 'p-10');
    expect(onChange).toHaveBeenCalledWith('p-10');
  });
});
