import { useState, type FormEvent } from 'react';
import { Card, H2, Intent } from '@blueprintjs/core';
import { WHATSAPP_PATTERN, type UserDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { userUpdated } from '../../auth';
import { BusyButton } from '../../../components/admin/busy-button';
import { runCommand } from '../../../components/admin/run-command';
import { TextField } from '../../../components/text-field';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { useUpdateOwnProfileMutation } from '../api';

const NAME_MAX = 100;

/** Keys in the account namespace of what is wrong with the name and phone typed, if anything. */
function problems(name: string, phone: string, client: boolean): { name?: string; phone?: string } {
  const nameProblem = name.trim() === '' ? 'own.required' : name.trim().length > NAME_MAX ? 'own.tooLong' : undefined;
  const typed = phone.trim();
  const phoneProblem =
    typed === ''
      ? client
        ? 'own.phoneRequired'
        : undefined
      : WHATSAPP_PATTERN.test(typed)
        ? undefined
        : 'own.phoneFormat';
  return { ...(nameProblem ? { name: nameProblem } : {}), ...(phoneProblem ? { phone: phoneProblem } : {}) };
}

/**
 * Mis datos: the name and the WhatsApp number a person may change themself (PUT /auth/profile);
 * only what changed is sent (a staff member's phone stored in an older format stays as it is
 * unless edited). A client keeps a number; staff may clear theirs.
 */
export function OwnProfileForm({ user }: { readonly user: UserDto }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [touched, setTouched] = useState(false);
  const [save, saving] = useUpdateOwnProfileMutation();
  const [server, setServer] = useState<Record<string, string>>({});
  const client = user.role === 'CLIENT';
  const found = problems(name, phone, client);
  const changes = {
    ...(name.trim() !== user.name ? { name: name.trim() } : {}),
    ...(phone.trim() !== (user.phone ?? '') ? { phone: phone.trim() === '' ? null : phone.trim() } : {}),
  };
  const changed = Object.keys(changes).length > 0;
  const shown = (field: 'name' | 'phone') =>
    server[field] ?? (touched && found[field] ? t(found[field] ?? '') : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!changed || found.name || found.phone) return;
    setServer({});
    await runCommand(
      save(changes)
        .unwrap()
        .then((answer) => {
          // The session's copy first: the navbar, the greeting and the guards read it.
          dispatch(userUpdated(answer.data));
          return answer;
        })
        .catch((error: unknown) => {
          setServer(fieldErrors(error));
          throw error;
        }),
      { success: t('own.saved'), failure: (error) => errorMessage(error, t('own.error')) },
    );
  };

  return (
    <Card className="page-card profile-card">
      <H2 className="profile-card__title">{t('own.title')}</H2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="own-name"
          label={t('profile.name')}
          value={name}
          autoComplete="name"
          error={shown('name')}
          onChange={(value) => {
            setName(value);
            setServer({});
          }}
          onBlur={() => setTouched(true)}
        />
        <TextField
          id="own-phone"
          type="tel"
          label={t('own.phone')}
          value={phone}
          autoComplete="tel"
          hint={t('own.phoneHint')}
          error={shown('phone')}
          onChange={(value) => {
            setPhone(value);
            setServer({});
          }}
          onBlur={() => setTouched(true)}
        />
        <BusyButton
          type="submit"
          intent={Intent.PRIMARY}
          text={t('own.save')}
          busy={saving.isLoading}
          disabled={!changed}
        />
      </form>
    </Card>
  );
}
