import { useQueryClient } from '@tanstack/react-query';

import { adminKeys } from '../../shared/api/admin-keys';

/**
 * After any change to an invoice, the income list, its stats and summary, and the dashboard's
 * stats are asked for again (the tab count and the top cards follow).
 */
export function useRefreshIncome() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [adminKeys.income, adminKeys.incomeStats, adminKeys.incomeSummary, adminKeys.stats].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
