import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../components/toaster';
import { api } from '../../lib/api';
import { useLogoutMutation } from './api';
import { sessionCleared } from '../../lib/session-slice';

/** Tells the server, then forgets the session locally whatever it answered. */
export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The navbar's logout button is on every page: the auth texts load when it is pressed.
  const { i18n } = useTranslation();
  return useCallback(async () => {
    await Promise.all([logout().catch(() => undefined), i18n.loadNamespaces('auth').catch(() => undefined)]);
    dispatch(sessionCleared());
    dispatch(api.util.resetApiState());
    showToast(i18n.t('logout.success', { ns: 'auth' }), 'success');
    navigate('/login');
  }, [dispatch, i18n, logout, navigate]);
}
