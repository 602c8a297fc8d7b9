import { lazy } from 'react';

/** The instructor classes feature's public entry: an instructor's home (/instructor-classes). */
export const instructorClassesPages = {
  classes: () => import('./pages/instructor-classes-page'),
};

/** An instructor's /dashboard (today and the week), loaded when an instructor opens it; its words arrive with it. */
export const InstructorDashboard = lazy(() =>
  import('./components/instructor-dashboard').then((module) => ({ default: module.InstructorDashboard })),
);
