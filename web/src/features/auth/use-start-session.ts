import { useCallback } from 'react';
import type { AuthResponse } from '@boxstudio/contracts';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { homePathFor } from './home-path';
import { sessionStarted } from '../../lib/session-slice';

/** Stores the session and sends the person where they belong. */
export function useStartSession(): (response: AuthResponse) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (response: AuthResponse) => {
      dispatch(sessionStarted(response));
      navigate(homePathFor(response.user), { replace: true });
    },
    [dispatch, navigate],
  );
}
