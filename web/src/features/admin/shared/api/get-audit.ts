import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiGetWithHeaders } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { pageSize, type Page } from '../utils/pagination';
import { readFields, readList, readNumber, readString, totalCount, type FieldReader } from '../utils/parse';
import { adminKeys } from './admin-keys';

/** One event of the audit log (`GET /api/admin/audit`): who, when, from where, what, and the change. */
export type AuditEvent = ApiSchema<'AuditEvent'>;

/** The log's filter: each part optional ('' for none); from and to are the spa's days, both included. */
export interface AuditFilter {
  actor: string;
  entity: string;
  entityId: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

export const noAuditFilter: AuditFilter = { actor: '', entity: '', entityId: '', action: '', from: '', to: '', page: 1 };

/** The actions of the log, in the order the filter offers them. */
export const auditActions = ['create', 'update', 'delete', 'status', 'sign-in', 'sign-in-failed', 'sign-out', 'export', 'download'] as const;

const what = 'GET /api/admin/audit';
const readAny: FieldReader<unknown> = (record, key) => record[key];
const readActor: FieldReader<AuditEvent['actor']> = (record, key) => readFields(record[key], `${what} actor`, { userId: readNumber, name: readString, role: readString });

export function parseAuditEvents(data: unknown): AuditEvent[] {
  return readList(data, what, {
    id: readNumber,
    at: readString,
    actor: readActor,
    address: readString,
    requestId: readString,
    entity: readString,
    entityId: readString,
    action: readString as FieldReader<AuditEvent['action']>,
    before: readAny,
    after: readAny,
  });
}

/** The query string of a filter (empty parts left out); `paged` adds the page and its size. */
export function auditQuery(filter: AuditFilter, paged = true): string {
  const query = new URLSearchParams();
  for (const key of ['actor', 'entity', 'entityId', 'action', 'from', 'to'] as const) if (filter[key] !== '') query.set(key, filter[key]);
  if (paged) {
    query.set('page', String(filter.page));
    query.set('limit', String(pageSize));
  }
  return query.toString();
}

/** The CSV download of the same filter (every matching event, not one page). */
export const auditCsvHref = (filter: AuditFilter): string => {
  const query = auditQuery(filter, false);
  return `/api/admin/audit.csv${query === '' ? '' : `?${query}`}`;
};

export function auditQueryOptions(filter: AuditFilter) {
  return queryOptions({
    queryKey: [...adminKeys.audit, filter] as const,
    queryFn: async ({ signal }): Promise<Page<AuditEvent>> => {
      const { data, headers } = await apiGetWithHeaders(`${adminKeys.audit[0]}?${auditQuery(filter)}`, { signal });
      const rows = parseAuditEvents(data);
      return { rows, total: totalCount(headers, rows.length) };
    },
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useAuditEvents(filter: AuditFilter) {
  return useQuery(auditQueryOptions(filter));
}
