import type { ReactNode } from 'react';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { useAdminPosts } from '../../blog/api/get-admin-posts';
import { BlogTab } from '../../blog/components/blog-tab';
import { useAdminStats } from '../../bookings/api/get-stats';
import { CalendarTab } from '../../calendar/components/calendar-tab';
import { BookingsTab } from '../../bookings/components/bookings-tab';
import { useAdminCustomers } from '../../customers/api/get-customers';
import { CustomersTab } from '../../customers/components/customers-tab';
import { GalleryTab } from '../../gallery/components/gallery-tab';
import { HoursTab } from '../../hours/components/hours-tab';
import { useIncome } from '../../income/api/get-income';
import { IncomeTab } from '../../income/components/income-tab';
import { noIncomeFilters } from '../../income/utils/income-filters';
import { unreadCount, useContactMessages } from '../../messages/api/get-contact-messages';
import { MessagesTab } from '../../messages/components/messages-tab';
import { OutboxTab } from '../../outbox/components/outbox-tab';
import { ReportsTab } from '../../reports/components/reports-tab';
import { useAdminServices } from '../../services/api/get-admin-services';
import { ServicesTab } from '../../services/components/services-tab';
import { TeamTab } from '../../team/components/team-tab';
import { ReviewsTab } from '../../reviews/components/reviews-tab';
import { TeamPageTab } from '../../team-page/components/team-page-tab';
import type { UpdateDashboardParams } from '../hooks/use-dashboard-params';
import { isDashboardTab, type DashboardParams } from '../utils/dashboard-params';

/**
 * A tab's label, "Bookings (12)", or just the name until the count is known. `detail` is added to what
 * screen readers hear: "Messages (2), unread".
 */
function tabLabel(name: string, count: number | undefined, detail?: string): { label: string; ariaLabel?: string } {
  if (count === undefined) return { label: name };
  const label = `${name} (${count})`;
  return detail ? { label, ariaLabel: `${label}, ${detail}` } : { label };
}

/** The tabs with their counts, Bookings by default; the tab shown is in the URL. */
export function DashboardTabs({ params, update }: { params: DashboardParams; update: UpdateDashboardParams }) {
  const stats = useAdminStats();
  // The customers tab's first page (shared with the tab): its total is the count.
  const customers = useAdminCustomers({ page: 1, search: '' });
  const messages = useContactMessages();
  const services = useAdminServices();
  const posts = useAdminPosts();
  // Every invoice's first page (the Income tab shares it when unfiltered): its total is the count.
  const income = useIncome({ page: 1, ...noIncomeFilters });

  // New requests waiting for the spa's answer, shown on the Bookings tab.
  const pending = stats.data?.pendingBookings ?? 0;
  const tabs: {
    value: DashboardParams['tab'];
    label: { label: string; ariaLabel?: string };
    badge?: string;
    panel: ReactNode;
  }[] = [
    {
      value: 'calendar',
      label: tabLabel('Calendar', undefined),
      panel: (
        <CalendarTab
          params={params}
          update={update}
          onCreateInvoice={() => {
            update({ tab: 'income' });
          }}
        />
      ),
    },
    {
      value: 'bookings',
      label:
        pending > 0
          ? { ...tabLabel('Bookings', stats.data?.totalBookings), ariaLabel: `Bookings (${String(stats.data?.totalBookings ?? 0)}), ${String(pending)} new` }
          : tabLabel('Bookings', stats.data?.totalBookings),
      ...(pending > 0 ? { badge: `${String(pending)} new` } : {}),
      panel: <BookingsTab params={params} update={update} />,
    },
    {
      value: 'customers',
      label: tabLabel('Customers', customers.data?.total),
      panel: <CustomersTab params={params} update={update} />,
    },
    {
      value: 'messages',
      label: tabLabel('Messages', messages.data ? unreadCount(messages.data) : undefined, 'unread'),
      panel: <MessagesTab />,
    },
    {
      value: 'services',
      label: tabLabel('Services', services.data?.length),
      panel: <ServicesTab />,
    },
    { value: 'blog', label: tabLabel('Blog', posts.data?.length), panel: <BlogTab /> },
    {
      value: 'income',
      label: tabLabel('Income', income.data?.total),
      panel: <IncomeTab params={params} update={update} />,
    },
    { value: 'reports', label: tabLabel('Reports', undefined), panel: <ReportsTab /> },
    { value: 'team', label: tabLabel('Team & Rooms', undefined), panel: <TeamTab /> },
    { value: 'hours', label: tabLabel('Hours', undefined), panel: <HoursTab /> },
    { value: 'gallery', label: tabLabel('Gallery', undefined), panel: <GalleryTab /> },
    { value: 'team-page', label: tabLabel('Team page', undefined), panel: <TeamPageTab /> },
    { value: 'reviews', label: tabLabel('Reviews & FAQ', undefined), panel: <ReviewsTab /> },
    { value: 'outbox', label: tabLabel('Sent e-mails', undefined), panel: <OutboxTab /> },
  ];

  return (
    <Tabs
      value={params.tab}
      onValueChange={(value) => {
        if (isDashboardTab(value)) update({ tab: value });
      }}
      className="mt-10"
    >
      <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <TabsList aria-label="Dashboard sections" className="w-max min-w-full flex-nowrap sm:w-auto sm:flex-wrap">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} aria-label={tab.label.ariaLabel}>
              {tab.label.label}
              {tab.badge ? (
                <span aria-hidden="true" className="ml-2 rounded-full bg-gold-500 px-2 py-0.5 text-xs font-semibold text-forest-900">
                  {tab.badge}
                </span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.panel}
        </TabsContent>
      ))}
    </Tabs>
  );
}
