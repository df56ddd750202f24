/** A treatment as the booking page needs it (the shape `GET /api/services` sends; see SPEC §3). */
export interface BookableService {
  id: number;
  name: string;
  description: string;
  category: string;
  /** Minutes. */
  duration: number;
  /** AED as a decimal string, e.g. "450.00". */
  price: string;
  isActive: boolean;
}
