import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Download, LoaderCircle, RefreshCw } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { isUnauthorizedError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { useDownloadReport, type ReportFormat } from '../api/generate-report';
import { reportErrorToast } from '../utils/income-texts';
import { refreshAllData } from '../utils/refresh-data';

const formats: { format: ReportFormat; label: string }[] = [
  { format: 'html', label: 'HTML (printable page)' },
  { format: 'pdf', label: 'PDF' },
  { format: 'csv', label: 'CSV (spreadsheet)' },
];

/**
 * Refresh Data (clear every cache and both storages, reload after 500 ms; the HttpOnly session
 * cookie keeps the admin signed in) and Download Report of the filtered dates as HTML, PDF or CSV.
 */
export function IncomeActions({ startDate, endDate }: { startDate: string; endDate: string }) {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const download = useDownloadReport();

  const refresh = () => {
    setRefreshing(true);
    void refreshAllData({
      clearQueries: () => {
        queryClient.clear();
      },
      storages: [window.localStorage, window.sessionStorage],
      cacheStorage: 'caches' in window ? window.caches : undefined,
      reload: () => {
        window.location.reload();
      },
      setTimeout: (run, ms) => window.setTimeout(run, ms),
    });
  };

  const downloadAs = (format: ReportFormat) => {
    download.mutate(
      { startDate, endDate, format },
      {
        onSuccess: (fileName) => {
          toast({ title: 'Report Downloaded', description: `Saved as ${fileName}.` });
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return; // the lost-session policy takes over
          toast({ ...reportErrorToast, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" onClick={refresh} disabled={refreshing} aria-busy={refreshing || undefined}>
        <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin motion-reduce:animate-none' : undefined} />
        Refresh Data
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button disabled={download.isPending} aria-busy={download.isPending || undefined}>
            {download.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
            Download Report
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>
            {startDate || endDate ? `From ${startDate || 'the first invoice'} to ${endDate || 'today'}` : 'Every invoice'}
          </DropdownMenuLabel>
          {formats.map(({ format, label }) => (
            <DropdownMenuItem
              key={format}
              onSelect={() => {
                downloadAs(format);
              }}
            >
              {label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
