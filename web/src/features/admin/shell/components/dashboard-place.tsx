import { BlogTab } from '../../blog/components/blog-tab';
import { BookingsTab } from '../../bookings/components/bookings-tab';
import { CalendarTab } from '../../calendar/components/calendar-tab';
import { CustomersTab } from '../../customers/components/customers-tab';
import { GalleryTab } from '../../gallery/components/gallery-tab';
import { HoursTab } from '../../hours/components/hours-tab';
import { IncomeTab } from '../../income/components/income-tab';
import { MessagesTab } from '../../messages/components/messages-tab';
import { OutboxTab } from '../../outbox/components/outbox-tab';
import { ReportsTab } from '../../reports/components/reports-tab';
import { ReviewsTab } from '../../reviews/components/reviews-tab';
import { ServicesTab } from '../../services/components/services-tab';
import { TeamPageTab } from '../../team-page/components/team-page-tab';
import { TeamTab } from '../../team/components/team-tab';
import { TodayPlace } from '../../today/components/today-place';
import type { UpdateDashboardParams } from '../hooks/use-dashboard-params';
import type { DashboardParams } from '../utils/dashboard-params';
import { OverviewCards } from './overview-cards';

/** The place the URL names; only it is mounted, so only its data is read. */
export function DashboardPlace({ params, update }: { params: DashboardParams; update: UpdateDashboardParams }) {
  switch (params.tab) {
    case 'today':
      return <TodayPlace />;
    case 'calendar':
      return (
        <CalendarTab
          params={params}
          update={update}
          onCreateInvoice={() => {
            update({ tab: 'income' });
          }}
        />
      );
    case 'bookings':
      return (
        <>
          {/* The four money and booking cards belong to Bookings alone. */}
          <OverviewCards />
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
    case 'reports':
      return <ReportsTab />;
    case 'outbox':
      return <OutboxTab />;
  }
}
