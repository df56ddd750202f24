import type { ReactNode } from 'react';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { useAdminStats } from '../../bookings/api/get-stats';
import { CalendarTab } from '../../calendar/components/calendar-tab';
import { BookingsTab } from '../../bookings/components/bookings-tab';
import { useAdminCustomers } from '../../customers/api/get-customers';
import { CustomersTab } from '../../customers/components/customers-tab';
import { HoursTab } from '../../hours/components/hours-tab';
import { useIncome } from '../../income/api/get-income';
import { IncomeTab } from '../../income/components/income-tab';
import { noIncomeFilters } from '../../income/utils/income-filters';
import { unreadCount, useContactMessages } from '../../messages/api/get-contact-messages';
import { MessagesTab } from '../../messages/components/messages-tab';
import { ReportsTab } from '../../reports/components/reports-tab';
import { useAdminServices } from '../../services/api/get-admin-services';
import { ServicesTab } from '../../services/components/services-tab';
import { TeamTab } from '../../team/components/team-tab';
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

/** Six tabs with their counts, Bookings by default; the tab shown is in the URL. */
export function DashboardTabs({ params, update }: { params: DashboardParams; update: UpdateDashboardParams }) {
  const stats = useAdminStats();
  // The customers tab's first page (shared with the tab): its total is the count.
  const customers = useAdminCustomers({ page: 1, search: '' });
  const messages = useContactMessages();
  const services = useAdminServices();
  // Every invoice's first page (the Income tab shares it when unfiltered): its total is the count.
  const income = useIncome({ page: 1, ...noIncomeFilters });

  const tabs: { value: DashboardParams['tab']; label: { label: string; ariaLabel?: string }; panel: ReactNode }[] = [
    {
      value: 'calendar',
      label: tabLabel('Calendar', undefined),
      panel: (
        <CalendarTab
          onCreateInvoice={() => {
            update({ tab: 'income' });
          }}
        />
      ),
    },
    {
      value: 'bookings',
      label: tabLabel('Bookings', stats.data?.totalBookings),
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
    {
      value: 'income',
      label: tabLabel('Income', income.data?.total),
      panel: <IncomeTab params={params} update={update} />,
    },
    { value: 'reports', label: tabLabel('Reports', undefined), panel: <ReportsTab /> },
    { value: 'team', label: tabLabel('Team & Rooms', undefined), panel: <TeamTab /> },
    { value: 'hours', label: tabLabel('Hours', undefined), panel: <HoursTab /> },
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
