import { useState, type KeyboardEvent } from 'react';
import { InputGroup, type Intent, Tag } from '@blueprintjs/core';
import { SmallCross } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import './admin.css';

export interface ChipsInputProps {
  readonly id: string;
  readonly values: readonly string[];
  readonly onChange: (values: string[]) => void;
  readonly placeholder?: string;
  readonly intent?: Intent;
  /** Longest entry: the box takes no more characters. */
  readonly maxLength?: number;
}

/**
 * Free entries as chips (a plan's features, spec §5): Enter or leaving the box adds what was
 * typed (trimmed, once), each chip has its own remove button named after it in the page's language.
 */
export function ChipsInput({ id, values, onChange, placeholder, intent, maxLength }: ChipsInputProps) {
  const { t } = useTranslation('admin-shell');
  const [text, setText] = useState('');
  const add = () => {
    const entry = text.trim();
    if (entry === '') return;
    if (!values.includes(entry)) onChange([...values, entry]);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds a chip; it must not also submit the form around the box.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div className="admin-chips-input">
      {values.length > 0 && (
        <div className="admin-chips">
          {values.map((value, index) => (
            <Tag
              key={value}
              round
              minimal
              endIcon={
                <button
                  type="button"
                  className="bp6-tag-remove"
                  aria-label={t('chips.remove', { value })}
                  onClick={() => onChange(values.filter((_, at) => at !== index))}
                >
                  <SmallCross />
                </button>
              }
            >
              {value}
            </Tag>
          ))}
        </div>
      )}
      <InputGroup
        id={id}
        value={text}
        placeholder={placeholder}
        intent={intent}
        maxLength={maxLength}
        onValueChange={setText}
        onKeyDown={onKeyDown}
        onBlur={add}
      />
    </div>
  );
}
