import { Button } from '@blueprintjs/core';
import { LogIn, LogOut, NewPerson } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectUser, useLogout } from '../../features/auth';

/** Log in and sign up for guests, log out for signed-in people. */
export function AuthButtons({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const logout = useLogout();
  const navigate = useNavigate();
  if (user)
    return (
      <Button
        icon={<LogOut />}
        variant="minimal"
        fill={vertical}
        text={t('nav.logout')}
        onClick={() => void logout()}
      />
    );
  return (
    <>
      <Button
        icon={<LogIn />}
        variant="minimal"
        fill={vertical}
        text={t('nav.login')}
        onClick={() => navigate('/login')}
      />
      <Button
        icon={<NewPerson />}
        intent="primary"
        fill={vertical}
        text={t('nav.register')}
        onClick={() => navigate('/register')}
      />
    </>
  );
}
