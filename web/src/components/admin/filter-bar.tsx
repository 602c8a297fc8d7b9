import { useEffect, useRef, useState } from 'react';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { FilterRemove, Search } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../select-input';
import { DayInput } from './date-time-field';
import './admin.css';

/** Every filter is a string: the search text, or a select's option value. */
export type FilterValues<V> = { readonly [K in keyof V]: string } & { readonly search: string };

/** A select filter over the key `key` of the values. */
export interface SelectFilter<V extends FilterValues<V>> {
  readonly key: Exclude<keyof V & string, 'search'>;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** A day filter over the key `key` of the values: "aaaa-mm-dd", or '' for any day. */
export interface DayFilter<V extends FilterValues<V>> {
  readonly key: Exclude<keyof V & string, 'search'>;
  readonly label: string;
}

export interface SearchFilter {
  readonly label: string;
  readonly placeholder?: string;
}

export interface FilterBarProps<V extends FilterValues<V>> {
  /** Prefix of the inputs' ids: `<idPrefix>-search`, `<idPrefix>-<key>`. */
  readonly idPrefix: string;
  /** The filters in force. `search` is the debounced, trimmed text. */
  readonly values: V;
  /** The values Clear goes back to; a filter that differs from its default counts as set. */
  readonly defaults: V;
  /** Called with the new values: at once for a select or Clear, after the pause for the search. */
  readonly onChange: (values: V) => void;
  /** The search box; absent for a list the server does not search (its `search` stays ''). */
  readonly search?: SearchFilter;
  readonly selects?: readonly SelectFilter<V>[];
  /** Days typed "dd/mm/aaaa", after the selects. */
  readonly days?: readonly DayFilter<V>[];
  /** @default the shared "Limpiar Filtros" */
  readonly clearLabel?: string;
  /** How long the search text must stay unchanged before it applies. @default 300 */
  readonly debounceMs?: number;
}

/**
 * The filter row above an admin table: a search box (sent once typing pauses, so one request per
 * search rather than one per key), select filters, and a Clear button enabled only when some
 * filter is set.
 */
export function FilterBar<V extends FilterValues<V>>(props: FilterBarProps<V>) {
  const { idPrefix, values, defaults, onChange, search, selects = [], days = [], clearLabel, debounceMs = 300 } = props;
  const { t } = useTranslation('admin-shell');
  const [text, setText] = useState(values.search);
  const latest = useRef({ values, onChange });
  latest.current = { values, onChange };

  // Follow a search set from outside (e.g. the page reset its filters).
  const applied = useRef(values.search);
  useEffect(() => {
    if (values.search !== applied.current) setText(values.search);
    applied.current = values.search;
  }, [values.search]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === latest.current.values.search) return undefined;
    const timer = setTimeout(() => {
      applied.current = trimmed;
      latest.current.onChange({ ...latest.current.values, search: trimmed });
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);

  // A day typed in part sets no filter yet, but Clear empties it too: its input starts again.
  const [clears, setClears] = useState(0);
  const [halfTyped, setHalfTyped] = useState<ReadonlySet<string>>(new Set());
  const typed = (key: string, shown: string) =>
    setHalfTyped((current) => {
      const next = new Set(current);
      if (shown === '') next.delete(key);
      else next.add(key);
      return next;
    });
  const anySet =
    text.trim() !== defaults.search ||
    halfTyped.size > 0 ||
    [...selects, ...days].some(({ key }) => values[key] !== defaults[key]);
  const clear = () => {
    setClears((count) => count + 1);
    setHalfTyped(new Set());
    setText(defaults.search);
    applied.current = defaults.search;
    onChange(defaults);
  };

  return (
    <div className="admin-filter-bar" role="search">
      {search && (
        <FormGroup label={search.label} labelFor={`${idPrefix}-search`} className="admin-filter-bar__search">
          <InputGroup
            id={`${idPrefix}-search`}
            type="search"
            leftIcon={<Search />}
            placeholder={search.placeholder}
            value={text}
            onValueChange={setText}
          />
        </FormGroup>
      )}
      {selects.map(({ key, label, options }) => (
        <FormGroup key={key} label={label} labelFor={`${idPrefix}-${key}`}>
          <SelectInput
            id={`${idPrefix}-${key}`}
            value={values[key]}
            options={options}
            onChange={(event) => onChange({ ...values, [key]: event.currentTarget.value })}
          />
        </FormGroup>
      ))}
      {days.map(({ key, label }) => (
        <FormGroup key={key} label={label} labelFor={`${idPrefix}-${key}`}>
          <DayInput
            key={clears}
            id={`${idPrefix}-${key}`}
            value={values[key]}
            onChange={(day) => onChange({ ...values, [key]: day })}
            onTyped={(shown) => typed(key, shown)}
          />
        </FormGroup>
      ))}
      <Button icon={<FilterRemove />} text={clearLabel ?? t('filters.clear')} onClick={clear} disabled={!anySet} />
    </div>
  );
}
