import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../components/toaster';
import { api } from '../../lib/api';
import { useLogoutMutation } from './api';
import { sessionCleared } from './session-slice';

/** Tells the server, then forgets the session locally whatever it answered. */
export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  return useCallback(async () => {
    await logout().catch(() => undefined);
    dispatch(sessionCleared());
    dispatch(api.util.resetApiState());
    showToast(t('logout.success'), 'success');
    navigate('/login');
  }, [dispatch, logout, navigate, t]);
}
