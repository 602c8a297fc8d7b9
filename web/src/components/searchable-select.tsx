import { useMemo, useState, type FocusEvent } from 'react';
import { InputGroup, type Intent } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { SelectInput } from './select-input';
import './searchable-select.css';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SearchableSelectProps {
  /** The select's id, which the field's label points at; the search box is `<id>-search`. */
  readonly id: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  /** The first entry, for no choice yet ("Selecciona un plan"). */
  readonly emptyLabel: string;
  /** The search box's name and placeholder ("Buscar plan"). */
  readonly searchLabel: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  readonly intent?: Intent;
  readonly disabled?: boolean;
}

/** Lower case, without accents: "Básico" is found by "basico". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Options in the page language's alphabetical order ("Ábaco" beside "abeja", "Plan 2" before "Plan 10"). */
export function sortedOptions(options: readonly SelectOption[], language: string): SelectOption[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  return [...options].sort((a, b) => collator.compare(a.label, b.label));
}

/** The options holding every word typed (case and accents ignored), and the one chosen whatever is typed. */
export function matchingOptions(options: readonly SelectOption[], typed: string, chosen: string): SelectOption[] {
  const words = folded(typed).split(/\s+/).filter(Boolean);
  return options.filter(
    (option) => option.value === chosen || words.every((word) => folded(option.label).includes(word)),
  );
}

/**
 * A select of many choices (clients, plans), sorted, narrowed by what is typed in the box above it.
 * The choice made stays listed whatever is typed, so the select never shows a value it does not
 * hold. A native select underneath: the keyboard, a phone's picker and a screen reader all work as
 * they do everywhere.
 */
export function SearchableSelect({
  id,
  value,
  options,
  emptyLabel,
  searchLabel,
  onChange,
  onBlur,
  intent,
  disabled,
}: SearchableSelectProps) {
  const { i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const sorted = useMemo(() => sortedOptions(options, i18n.language), [options, i18n.language]);
  const shown = matchingOptions(sorted, typed, value);
  return (
    <div className="searchable-select">
      <InputGroup
        id={`${id}-search`}
        type="search"
        small
        leftIcon={<Search />}
        aria-label={searchLabel}
        placeholder={searchLabel}
        autoComplete="off"
        disabled={disabled}
        value={typed}
        onValueChange={setTyped}
      />
      <SelectInput
        id={id}
        fill
        intent={intent}
        disabled={disabled}
        value={value}
        options={[{ value: '', label: emptyLabel }, ...shown]}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
    </div>
  );
}
