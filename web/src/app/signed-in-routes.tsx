import { useRoutes, type RouteObject } from 'react-router-dom';
import { accountPages } from '../features/account';
import { adminPages } from '../features/admin';
import { branchesPages } from '../features/branches';
import { clientBookingsPages } from '../features/client-bookings';
import { clientsPages } from '../features/clients';
import { employeesPages } from '../features/employees';
import { usersPages } from '../features/users';
import { peoplePages } from '../features/people';
import { clientMembershipPages } from '../features/client-membership';
import { helpPages } from '../features/help';
import { plansPages } from '../features/plans';
import { classesPages } from '../features/classes';
import { reservationsPages } from '../features/reservations';
import { membershipsPages } from '../features/memberships';
import { paymentsPages } from '../features/payments';
import { inventoryPages } from '../features/inventory';
import { reportsPages } from '../features/reports';
import { projectionsPages } from '../features/projections';
import { apiKeysPages } from '../features/api-keys';
import { auditPages } from '../features/audit';
import { instructorClassesPages } from '../features/instructor-classes';
import { frontDeskPages } from '../features/front-desk';
import { RequireAdmin, RequireAuth } from './guards';
import { lazyPage, personal, titled } from './route-helpers';

/*
 * The screens behind a sign-in, and the 404: a chunk of their own, so that the route table of
 * every signed-in and admin screen (with the list of chunks each needs) stays off a visitor's
 * first load. The public routes (routes.tsx) hand every other path to this table.
 */

const DashboardPage = lazyPage(accountPages.dashboard, 'account');
const ProfilePage = lazyPage(accountPages.profile, 'account');
const TodayPage = lazyPage(frontDeskPages.today, 'front-desk', 'reservations', 'admin-shell');
const AdminDashboardPage = lazyPage(adminPages.dashboard, 'admin', 'admin-shell');
const BranchesPage = lazyPage(branchesPages.list, 'branches', 'admin-shell');
const BranchDetailPage = lazyPage(branchesPages.detail, 'branches', 'admin-shell');
const PlansPage = lazyPage(plansPages.list, 'plans', 'admin-shell');
const ClassesPage = lazyPage(classesPages.admin, 'classes', 'admin-shell');
const PlanDetailPage = lazyPage(plansPages.detail, 'plans', 'admin-shell');
const AdminReservationsPage = lazyPage(reservationsPages.admin, 'reservations', 'admin-shell');
const AdminReservationDetailPage = lazyPage(reservationsPages.detail, 'reservations', 'admin-shell');
const AdminClientsPage = lazyPage(clientsPages.list, 'clients', 'memberships', 'admin-shell');
const AdminUsersPage = lazyPage(usersPages.list, 'users', 'admin-shell');
const AdminEmployeesPage = lazyPage(employeesPages.list, 'employees', 'admin-shell');
// A person's page; the dialogs it opens (sale, booking) bring their own words when opened.
const AdminPersonPage = lazyPage(peoplePages.person, 'people', 'clients', 'employees', 'admin-shell');
const AdminMembershipsPage = lazyPage(membershipsPages.admin, 'memberships', 'admin-shell');
const AdminMembershipDetailPage = lazyPage(membershipsPages.detail, 'memberships', 'admin-shell');
const AdminPaymentsPage = lazyPage(paymentsPages.admin, 'payments', 'admin-shell');
const AdminInventoryPage = lazyPage(inventoryPages.list, 'inventory', 'admin-shell');
const AdminInventoryItemPage = lazyPage(inventoryPages.detail, 'inventory', 'admin-shell');
const AdminReportsPage = lazyPage(reportsPages.reports, 'reports', 'admin-shell');
const AdminProjectionsPage = lazyPage(projectionsPages.console, 'projections', 'admin-shell');
const AdminApiKeysPage = lazyPage(apiKeysPages.list, 'api-keys', 'admin-shell');
const AdminAuditPage = lazyPage(auditPages.console, 'audit', 'admin-shell');
const AdminAuditRecordPage = lazyPage(auditPages.record, 'audit', 'admin-shell');
// An instructor's own figures: the reports' charts, with the words of the tiles and states (admin-shell).
const InstructorReportsPage = lazyPage(reportsPages.instructor, 'reports', 'admin-shell');
const ReservationsPage = lazyPage(
  clientBookingsPages.reservations,
  'client-bookings',
  'client-membership',
  'admin-shell',
);
const MembershipPage = lazyPage(clientMembershipPages.membership, 'client-membership', 'admin-shell');
const HelpPage = lazyPage(helpPages.help, 'help');
const InstructorClassesPage = lazyPage(instructorClassesPages.classes, 'instructor-classes', 'admin-shell');
const NotFoundPage = lazyPage(() => import('../components/not-found-page'));

/** The signed-in part of the route table of spec §2. */
const signedInRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      titled('/dashboard', 'dashboard', <DashboardPage />),
      titled('/profile', 'profile', <ProfilePage />),
      personal('/reservations', 'reservations', <ReservationsPage />),
      // The spec leaves these guards open; they show a signed-in person's own data.
      personal('/instructor-classes', 'instructorClasses', <InstructorClassesPage />),
      personal('/instructor-reports', 'instructorReports', <InstructorReportsPage />),
      personal('/chat', 'chat', <HelpPage page="chat" />),
      personal('/faq', 'faq', <HelpPage page="faq" />),
      personal('/membership', 'membership', <MembershipPage />),
      personal('/history', 'history', <ReservationsPage view="history" />),
      personal('/support', 'support', <HelpPage page="support" />),
    ],
  },
  {
    element: <RequireAdmin />,
    children: [
      titled('/admin-today', 'adminToday', <TodayPage />),
      titled('/admin', 'admin', <AdminDashboardPage />),
      titled('/admin-dashboard', 'admin', <AdminDashboardPage />),
      titled('/admin-branches', 'adminBranches', <BranchesPage />),
      titled('/admin/branches', 'adminBranches', <BranchesPage />),
      { path: '/admin/branches/:id', element: <BranchDetailPage /> },
      titled('/admin-users', 'adminUsers', <AdminUsersPage />),
      titled('/admin-clients', 'adminClients', <AdminClientsPage />),
      titled('/admin-employees', 'adminEmployees', <AdminEmployeesPage />),
      { path: '/admin/clients/:id', element: <AdminPersonPage /> },
      { path: '/admin/employees/:id', element: <AdminPersonPage /> },
      titled('/admin-classes', 'adminClasses', <ClassesPage />),
      titled('/admin-reservations', 'adminReservations', <AdminReservationsPage />),
      { path: '/admin/reservations/:id', element: <AdminReservationDetailPage /> },
      titled('/admin-memberships', 'adminMemberships', <AdminMembershipsPage />),
      { path: '/admin/memberships/:id', element: <AdminMembershipDetailPage /> },
      titled('/admin-membership-plans', 'adminPlans', <PlansPage />),
      titled('/admin/membership-plans', 'adminPlans', <PlansPage />),
      { path: '/admin/membership-plans/:id', element: <PlanDetailPage /> },
      titled('/admin-inventory', 'adminInventory', <AdminInventoryPage />),
      { path: '/admin/inventory/:id', element: <AdminInventoryItemPage /> },
      titled('/admin-payments', 'adminPayments', <AdminPaymentsPage />),
      titled('/admin-reports', 'adminReports', <AdminReportsPage />),
      titled('/admin/projections', 'adminProjections', <AdminProjectionsPage />),
      titled('/admin-api-keys', 'adminApiKeys', <AdminApiKeysPage />),
      titled('/admin/audit', 'adminAudit', <AdminAuditPage />),
      // Titled by the page once the record's name is known.
      { path: '/admin/audit/:aggregate/:id', element: <AdminAuditRecordPage /> },
    ],
  },
  titled('*', 'notFound', <NotFoundPage />),
];

export default function SignedInRoutes() {
  return useRoutes(signedInRoutes);
}
