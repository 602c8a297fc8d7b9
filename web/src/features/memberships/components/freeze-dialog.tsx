import { useEffect, useState } from 'react';
import { InputGroup, Intent } from '@blueprintjs/core';
import { Calendar } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { MembershipDto } from '@boxstudio/contracts';
import { shapeDate } from '../../../components/admin/date-time-field';
import { FieldList } from '../../../components/admin/field-list';
import { FormDialog } from '../../../components/admin/form-dialog';
import { FormField } from '../../../components/admin/form-field';
import { describeProblem } from '../../../lib/form-rules';
import { freezeProblem } from '../membership-commands';
import { frozenEnd, studioDayStart } from '../membership-dates';
import { formatStudioDate } from '../../../lib/studio-time';
import { membershipSubject } from '../membership-list';

export interface FreezeDialogProps {
  /** The membership to freeze; null while closed. */
  readonly item: MembershipDto | null;
  readonly saving: boolean;
  readonly onCancel: () => void;
  /** `freezeUntil`: the instant the chosen studio day starts. */
  readonly onFreeze: (item: MembershipDto, freezeUntil: string) => void;
}

/**
 * Freeze until a studio day (CONTRACT.md): in the future and at most 90 days ahead. It stays
 * active and its end moves by the days frozen; the dialog shows that end.
 */
export function FreezeDialog({ item, saving, onCancel, onFreeze }: FreezeDialogProps) {
  const { t, i18n } = useTranslation('memberships');
  const [typed, setTyped] = useState('');
  const [left, setLeft] = useState(false);
  useEffect(() => {
    setTyped('');
    setLeft(false);
  }, [item]);
  const problem = freezeProblem(typed);
  const until = studioDayStart(typed);
  // A problem shows once the day is typed in full or the field is left, not at the first keystroke.
  const shown =
    problem !== undefined && (left || typed.length === 10)
      ? describeProblem(problem, t('form.errors.required'), i18n.language)
      : undefined;
  const date = (instant: string) => formatStudioDate(instant, i18n.language);
  return (
    <FormDialog
      isOpen={item !== null}
      title={t('freeze.title')}
      submitLabel={t('freeze.submit')}
      saving={saving}
      invalid={problem !== undefined}
      dirty={false}
      width={500}
      onClose={onCancel}
      onSubmit={() => item && until && onFreeze(item, until)}
    >
      {item && (
        <>
          <p className="memberships-form__subject">{membershipSubject(item, i18n.language)}</p>
          <FormField
            id="membership-freeze-until"
            label={t('freeze.until')}
            required
            error={shown}
            hint={t('freeze.hint')}
          >
            <InputGroup
              id="membership-freeze-until"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('freeze.placeholder')}
              leftIcon={<Calendar />}
              intent={shown ? Intent.DANGER : Intent.NONE}
              value={typed}
              onValueChange={(value) => setTyped(shapeDate(value))}
              onBlur={() => setLeft(true)}
            />
          </FormField>
          <FieldList
            items={[
              { key: 'current', label: t('renew.currentEnd'), value: date(item.endDate) },
              ...(until && problem === undefined
                ? [
                    {
                      key: 'next',
                      label: t('renew.newEnd'),
                      value: <strong>{date(frozenEnd(item.endDate, until))}</strong>,
                    },
                  ]
                : []),
            ]}
          />
        </>
      )}
    </FormDialog>
  );
}
