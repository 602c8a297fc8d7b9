import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { AdminModule } from '../components/admin-header';
import { MainLayout } from '../components/layout/main-layout';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';

const HomePage = lazy(() => import('../features/home/home-page'));
const AboutPage = lazy(() => import('../features/about/about-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const RegisterPage = lazy(() => import('../features/auth/register-page'));
const DashboardPage = lazy(() => import('../features/account/dashboard-page'));
const ProfilePage = lazy(() => import('../features/account/profile-page'));
const AdminDashboardPage = lazy(() => import('../features/admin/admin-dashboard-page'));
const BranchesPage = lazy(() => import('../features/branches/branches-page'));
const BranchDetailPage = lazy(() => import('../features/branches/branch-detail-page'));
const NotFoundPage = lazy(() => import('../components/not-found-page'));
const ComingSoon = lazy(() => import('../components/coming-soon').then((module) => ({ default: module.ComingSoonPage })));
const AdminComingSoon = lazy(() => import('../components/coming-soon').then((module) => ({ default: module.AdminComingSoon })));

/** Screens that arrive with later work: a placeholder under the right guard. */
const comingSoon = (path: string, page: string): RouteObject => ({ path, element: <ComingSoon page={page} /> });
const adminComingSoon = (path: string, module: AdminModule): RouteObject => ({ path, element: <AdminComingSoon module={module} /> });

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/about', element: <AboutPage /> },
      comingSoon('/classes', 'classes'),
      {
        element: <GuestOnly />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/profile', element: <ProfilePage /> },
          comingSoon('/reservations', 'reservations'),
          // The spec leaves these guards open; they show a signed-in person's own data.
          comingSoon('/instructor-classes', 'instructorClasses'),
          comingSoon('/instructor-reports', 'instructorReports'),
          comingSoon('/chat', 'chat'),
          comingSoon('/faq', 'faq'),
          comingSoon('/membership', 'membership'),
          comingSoon('/history', 'history'),
          comingSoon('/support', 'support'),
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          { path: '/admin', element: <AdminDashboardPage /> },
          { path: '/admin-dashboard', element: <AdminDashboardPage /> },
          { path: '/admin-branches', element: <BranchesPage /> },
          { path: '/admin/branches', element: <BranchesPage /> },
          { path: '/admin/branches/:id', element: <BranchDetailPage /> },
          adminComingSoon('/admin-users', 'admin-users'),
          adminComingSoon('/admin-clients', 'admin-clients'),
          adminComingSoon('/admin-employees', 'admin-employees'),
          adminComingSoon('/admin-classes', 'admin-classes'),
          adminComingSoon('/admin-reservations', 'admin-reservations'),
          adminComingSoon('/admin-memberships', 'admin-memberships'),
          adminComingSoon('/admin-membership-plans', 'admin-membership-plans'),
          adminComingSoon('/admin/membership-plans', 'admin-membership-plans'),
          adminComingSoon('/admin/membership-plans/:id', 'admin-membership-plans'),
          adminComingSoon('/admin-inventory', 'admin-inventory'),
          adminComingSoon('/admin-payments', 'admin-payments'),
          adminComingSoon('/admin-reports', 'admin-reports'),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
