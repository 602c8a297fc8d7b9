import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { MainLayout } from '../components/layout/main-layout';
import { aboutPages } from '../features/about';
import { authPages } from '../features/auth';
import { classesPages } from '../features/classes';
import { homePages } from '../features/home';
import { GuestOnly } from './guards';
import { lazyPage, titled } from './route-helpers';

const HomePage = lazyPage(homePages.home, 'home');
const AboutPage = lazyPage(aboutPages.about, 'about');
const LoginPage = lazyPage(authPages.login, 'auth');
const RegisterPage = lazyPage(authPages.register, 'auth');
const PublicClassesPage = lazyPage(classesPages.public, 'classes');

/** The signed-in screens' route table, and the 404 (signed-in-routes.tsx). */
export const loadSignedInRoutes = () => import('./signed-in-routes');
const SignedInRoutes = lazy(loadSignedInRoutes);

/**
 * The route table of spec §2: the public screens here, every other path in the signed-in table,
 * which a visitor's first load does not carry.
 */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      titled('/', 'home', <HomePage />),
      titled('/about', 'about', <AboutPage />),
      titled('/classes', 'classes', <PublicClassesPage />),
      {
        element: <GuestOnly />,
        children: [titled('/login', 'login', <LoginPage />), titled('/register', 'register', <RegisterPage />)],
      },
      { path: '*', element: <SignedInRoutes /> },
    ],
  },
];
