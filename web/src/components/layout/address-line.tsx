import { useIsolate } from '@/components/ui/isolate';
import { T } from '@/lib/trans';
import { useBusiness } from '@/lib/site-config';

/**
 * The spa's address in one line, in the page's language ('The Sandstone Hotel, Al Barsha 1, Dubai, UAE'; in Arabic
 * with Arabic commas and the country's Arabic name), each configured detail isolated: on an Arabic page the hotel may
 * be its English name.
 */
export function AddressLine() {
  const business = useBusiness();
  const isolate = useIsolate();
  return (
    <T
      id="layout.address"
      values={{ hotel: isolate(business.hotel), district: isolate(business.district), city: isolate(business.city) }}
    />
  );
}
