import { useEffect } from 'react';
import { Button, Callout, Card, H1, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import { LogOut } from '@blueprintjs/icons';
import type { UserDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api-errors';
import { formatCalendarDate, formatStudioDate } from '../../../lib/studio-time';
import { useLogout, useProfileQuery, userUpdated } from '../../auth';
import { OwnProfileForm } from '../components/own-profile-form';
import { PasswordForm } from '../components/password-form';
import { PreferencesCard } from '../components/preferences-card';
import '../components/profile.css';

type Row = [label: string, value: string | null];

function rows(user: UserDto, t: (key: string) => string, language: string): Row[] {
  return [
    ['name', user.name],
    ['email', user.email],
    ['phone', user.phone],
    ['role', t(`roles.${user.role}`)],
    ['dateOfBirth', user.dateOfBirth ? formatCalendarDate(user.dateOfBirth, language) : null],
    ['address', user.address],
    ['emergencyContact', user.emergencyContact],
    ['emergencyPhone', user.emergencyPhone],
    ['memberSince', formatStudioDate(user.createdAt, language)],
  ];
}

export default function ProfilePage() {
  const { t, i18n } = useTranslation('account');
  const dispatch = useAppDispatch();
  const logout = useLogout();
  const { data: user, error, isLoading } = useProfileQuery();

  useEffect(() => {
    if (user) dispatch(userUpdated(user));
  }, [dispatch, user]);

  return (
    <div className="content-page">
      <H1>{t('profile.title')}</H1>
      {isLoading && <Spinner aria-label={t('profile.title')} />}
      {error && (
        <Callout intent={Intent.DANGER} role="alert">
          {errorMessage(error, t('profile.loadFailed'))}
        </Callout>
      )}
      {user?.mustChangePassword && (
        <Callout intent={Intent.WARNING} role="alert" title={t('password.requiredTitle')}>
          {t('password.required')}
        </Callout>
      )}
      {user && (
        <div className="profile-cards">
          <PasswordForm />
          <OwnProfileForm key={`${user.name}|${user.phone ?? ''}`} user={user} />
          <PreferencesCard />
        </div>
      )}
      {user && (
        <Card className="page-card">
          <HTMLTable className="profile-table" compact>
            <tbody>
              {rows(user, t, i18n.language).map(([key, value]) => (
                <tr key={key}>
                  <th scope="row">{t(`profile.${key}`)}</th>
                  <td>{value || t('profile.empty')}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t('profile.status')}</th>
                <td>
                  <Tag intent={user.isActive ? Intent.SUCCESS : Intent.DANGER}>
                    {user.isActive ? t('profile.active') : t('profile.inactive')}
                  </Tag>
                </td>
              </tr>
            </tbody>
          </HTMLTable>
        </Card>
      )}
      <Button
        icon={<LogOut />}
        intent="danger"
        variant="outlined"
        text={t('profile.logout')}
        onClick={() => void logout()}
      />
    </div>
  );
}
