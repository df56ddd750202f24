/**
 * PLACEHOLDER, to be replaced by the dashboard's search (Ctrl/Cmd+K: bookings, customers and messages, from
 * GET /api/admin/search). The shell puts it in its top bar; until then it shows nothing.
 */
export function AdminSearch() {
  return null;
}
