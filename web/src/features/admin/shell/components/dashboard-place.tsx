import { lazy, Suspense, type ComponentType } from 'react';

import { Spinner } from '@/components/ui/spinner';

import { BookingsTab } from '../../bookings/components/bookings-tab';
import type { Permission } from '../../shared/api/get-admin-me';
import type { UpdateDashboardParams } from '../hooks/use-dashboard-params';
import { firstPlaceFor, mayOpen } from '../utils/admin-places';
import type { DashboardParams } from '../utils/dashboard-params';
import { CheckoutHost } from './checkout-host';
import { OverviewCards } from './overview-cards';
import { PlaceNotAvailable } from './place-not-available';

/**
 * A place's code, fetched the first time it is opened. The dashboard opens on Bookings, so only its code comes
 * with the shell; every other place is a chunk of its own, and a manager who opens the dashboard on a phone does
 * not wait for the calendar, the income editor or the blog editor to download before the bookings show.
 */
function place<M, P>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const TodayPlace = place(() => import('../../today/components/today-place'), (m) => m.TodayPlace);
const CalendarTab = place(() => import('../../calendar/components/calendar-tab'), (m) => m.CalendarTab);
const CustomersTab = place(() => import('../../customers/components/customers-tab'), (m) => m.CustomersTab);
const MessagesTab = place(() => import('../../messages/components/messages-tab'), (m) => m.MessagesTab);
const ServicesTab = place(() => import('../../services/components/services-tab'), (m) => m.ServicesTab);
const TeamTab = place(() => import('../../team/components/team-tab'), (m) => m.TeamTab);
const HoursTab = place(() => import('../../hours/components/hours-tab'), (m) => m.HoursTab);
const BlogTab = place(() => import('../../blog/components/blog-tab'), (m) => m.BlogTab);
const GalleryTab = place(() => import('../../gallery/components/gallery-tab'), (m) => m.GalleryTab);
const TeamPageTab = place(() => import('../../team-page/components/team-page-tab'), (m) => m.TeamPageTab);
const ReviewsTab = place(() => import('../../reviews/components/reviews-tab'), (m) => m.ReviewsTab);
const IncomeTab = place(() => import('../../income/components/income-tab'), (m) => m.IncomeTab);
const ExpensesTab = place(() => import('../../expenses/components/expenses-tab'), (m) => m.ExpensesTab);
const DepositsPlace = place(() => import('../../deposits/components/deposits-place'), (m) => m.DepositsPlace);
const EntitlementsPlace = place(() => import('../../entitlements/components/entitlements-place'), (m) => m.EntitlementsPlace);
const InvoicesTab = place(() => import('../../invoices/components/invoices-tab'), (m) => m.InvoicesTab);
const ReportsTab = place(() => import('../../reports/components/reports-tab'), (m) => m.ReportsTab);
const OutboxTab = place(() => import('../../outbox/components/outbox-tab'), (m) => m.OutboxTab);
const AccountPlace = place(() => import('../../account/components/account-place'), (m) => m.AccountPlace);
const MyDayPlace = place(() => import('../../my-day/components/my-day-place'), (m) => m.MyDayPlace);
const MyEarningsPlace = place(() => import('../../my-day/components/my-earnings-place'), (m) => m.MyEarningsPlace);
const ActivityTab = place(() => import('../../activity/components/activity-tab'), (m) => m.ActivityTab);
const StaffTab = place(() => import('../../staff/components/staff-tab'), (m) => m.StaffTab);

interface PlaceProps {
  params: DashboardParams;
  update: UpdateDashboardParams;
  /** What the person's role allows (GET /api/admin/me). */
  permissions: readonly Permission[];
}

/**
 * The place the URL names; only it is mounted, so only its data is read (and only its code fetched). A place
 * the person's role may not open says so, and reads nothing.
 */
export function DashboardPlace({ params, update, permissions }: PlaceProps) {
  if (!mayOpen(params.tab, permissions)) return <PlaceNotAvailable place={params.tab} instead={firstPlaceFor(permissions)} />;
  return (
    <CheckoutHost permissions={permissions}>
      <Suspense fallback={<Spinner label="Loading" className="py-16" />}>
        <Place params={params} update={update} permissions={permissions} />
      </Suspense>
    </CheckoutHost>
  );
}

function Place({ params, update, permissions }: PlaceProps) {
  switch (params.tab) {
    case 'today':
      return <TodayPlace />;
    case 'calendar':
      return (
        <CalendarTab
          params={params}
          update={update}
          onCreateInvoice={
            permissions.includes('income')
              ? () => {
                  update({ tab: 'income' });
                }
              : undefined
          }
        />
      );
    case 'bookings':
      return (
        <>
          {/* The four money and booking cards belong to Bookings alone, and to the roles that may see income. */}
          {permissions.includes('income') ? <OverviewCards /> : null}
          <BookingsTab params={params} update={update} />
        </>
      );
    case 'customers':
      return <CustomersTab params={params} update={update} />;
    case 'messages':
      return <MessagesTab />;
    case 'services':
      return <ServicesTab />;
    case 'team':
      return <TeamTab />;
    case 'hours':
      return <HoursTab />;
    case 'blog':
      return <BlogTab />;
    case 'gallery':
      return <GalleryTab />;
    case 'team-page':
      return <TeamPageTab />;
    case 'reviews':
      return <ReviewsTab />;
    case 'income':
      return <IncomeTab params={params} update={update} />;
    case 'expenses':
      return <ExpensesTab />;
    case 'deposits':
      return <DepositsPlace />;
    case 'gift-cards':
      return <EntitlementsPlace params={params} update={update} />;
    case 'invoices':
      return <InvoicesTab params={params} update={update} mayCredit={permissions.includes('income')} />;
    case 'reports':
      return <ReportsTab />;
    case 'outbox':
      return <OutboxTab />;
    case 'account':
      return <AccountPlace />;
    case 'my-day':
      return <MyDayPlace />;
    case 'my-earnings':
      return <MyEarningsPlace />;
    case 'staff':
      return <StaffTab permissions={permissions} />;
    case 'activity':
      return <ActivityTab />;
  }
}
