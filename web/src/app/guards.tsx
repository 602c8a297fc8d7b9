import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isAdminRole } from '@boxstudio/contracts';
import { PageFallback } from '../components/layout/main-layout';
import { useAppDispatch, useAppSelector } from './hooks';
import { homePathFor, selectToken, selectUser, sessionCleared, useProfileQuery, userUpdated } from '../features/auth';

const PASSWORD_PAGE = '/profile';

/** A token without a user: load the profile; failing that, log out and go to /login. */
function ProfileLoader({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { data, isError } = useProfileQuery();
  useEffect(() => {
    if (data) dispatch(userUpdated(data));
    if (isError) dispatch(sessionCleared());
  }, [data, dispatch, isError]);
  if (isError) return <Navigate to="/login" replace />;
  return data ? <>{children}</> : <PageFallback />;
}

/**
 * Someone signed in with a temporary password (given at the desk) chooses their own first: every
 * screen but the profile, where they do it, leads there.
 */
function ChoosePasswordFirst() {
  const { pathname } = useLocation();
  return pathname === PASSWORD_PAGE ? <Outlet /> : <Navigate to={PASSWORD_PAGE} replace />;
}

/** Login guard (spec §2, guard 1). */
export function RequireAuth() {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectUser);
  if (!token) return <Navigate to="/login" replace />;
  if (user?.mustChangePassword) return <ChoosePasswordFirst />;
  if (!user) {
    return (
      <ProfileLoader>
        <Outlet />
      </ProfileLoader>
    );
  }
  return <Outlet />;
}

/** Admin guard (spec §2, guard 2). */
export function RequireAdmin() {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectUser);
  if (!token || !user) return <Navigate to="/login" replace />;
  if (user.mustChangePassword) return <Navigate to={PASSWORD_PAGE} replace />;
  if (isAdminRole(user.role)) return <Outlet />;
  if (user.role === 'INSTRUCTOR') return <Navigate to="/instructor-classes" replace />;
  if (user.role === 'CLIENT') return <Navigate to="/dashboard" replace />;
  return <Navigate to="/login" replace />;
}

/** Guest-only guard (spec §2, guard 3). */
export function GuestOnly() {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectUser);
  if (token && user) return <Navigate to={homePathFor(user)} replace />;
  return <Outlet />;
}
