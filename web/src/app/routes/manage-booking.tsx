import { useParams } from 'react-router';

import { PageHero } from '@/components/layout/page-hero';
import { ManageBooking } from '@/features/manage-booking/components/manage-booking';
import { useRouteMeta } from '@/lib/meta';

/** The guest's manage page, `/booking/manage/:token`: private, never indexed, its URL named nowhere. */
export function ManageBookingRoute() {
  const { token = '' } = useParams();
  useRouteMeta('/booking/manage/:token', '/booking', { noindex: true });
  return (
    <>
      <PageHero title="Your Booking" eyebrow="Manage">
        <p>See your appointment, move it to another free time, or cancel it.</p>
      </PageHero>
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <ManageBooking token={token} />
      </div>
    </>
  );
}
