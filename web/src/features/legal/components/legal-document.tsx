import type { ComponentProps, ReactNode } from 'react';

import { useIsolate } from '@/components/ui/isolate';
import { useIsolation } from '@/components/ui/use-isolation';
import type { Business } from '@/config/business';
import type { MessageId } from '@/lib/i18n';
import { useBusiness } from '@/lib/site-config';
import { T, type NodeValues } from '@/lib/trans';

/**
 * The typography of the legal pages: numbered-free sections of short paragraphs and lists, one column wide
 * enough to read.
 */
export function LegalDocument({ intro, children }: { intro: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 leading-relaxed text-ink sm:px-6 sm:py-16">
      <div className="space-y-4 text-lg">{intro}</div>
      <div className="mt-10 space-y-10">{children}</div>
    </article>
  );
}

export function LegalSection({
  id,
  title,
  children,
  ...rest
}: { id: string; title: string; children: ReactNode } & Omit<ComponentProps<'section'>, 'id' | 'title' | 'children'>) {
  return (
    <section aria-labelledby={id} {...rest}>
      <h2 id={id} className="text-3xl font-semibold">
        {title}
      </h2>
      <div className="mt-4 space-y-4 [&_li]:ps-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6">{children}</div>
    </section>
  );
}

/** A point of a legal list: its message, with the values it names if any. */
export type LegalPoint = MessageId | { id: MessageId; values: NodeValues };

/** A list of points, each one message; a message's `<0>…</0>` is its bold lead-in. */
export function LegalPoints({ points }: { points: readonly LegalPoint[] }) {
  return (
    <ul>
      {points.map((point) => {
        const { id, values } = typeof point === 'string' ? { id: point, values: undefined } : point;
        return (
          <li key={id}>
            <T id={id} {...(values ? { values } : {})} components={{ 0: <strong /> }} />
          </li>
        );
      })}
    </ul>
  );
}

/** A sentence (the legal pages' first) that names the spa and where it is: its hotel, district and city. */
export function SpaPlaceSentence({ id }: { id: MessageId }) {
  const business = useBusiness();
  const isolate = useIsolate();
  const place = {
    name: isolate(business.name),
    hotel: isolate(business.hotel),
    district: isolate(business.district),
    city: isolate(business.city),
  };
  return <T id={id} values={place} />;
}

/** An <a> for a message's tag (`<0>…</0>`): the message gives its words. */
export function MessageLink({ children, ...props }: ComponentProps<'a'>) {
  return <a {...props}>{children}</a>;
}

export const legalLinkClass = 'rounded-sm font-semibold text-gold-700 underline underline-offset-4 hover:text-forest-800';

/** How to reach the spa about this page: its e-mail and phone as the server configured them, kept left to right. */
export function ContactLines({ business }: { business: Business }) {
  const isolate = useIsolate();
  const isolation = useIsolation();
  return (
    <ul>
      <li>
        <T
          id="legal.contact.email"
          values={{ email: business.email }}
          components={{
            0: <MessageLink href={business.links.mailto} {...isolation(business.email, { dir: 'ltr' })} className={legalLinkClass} />,
          }}
        />
      </li>
      <li>
        <T
          id="legal.contact.phone"
          values={{ phone: business.phone }}
          components={{ 0: <MessageLink href={business.links.tel} dir="ltr" className={legalLinkClass} /> }}
        />
      </li>
      <li>
        <T
          id="legal.contact.post"
          values={{
            name: isolate(business.name),
            street: isolate(business.street),
            district: isolate(business.district),
            city: isolate(business.city),
          }}
        />
      </li>
    </ul>
  );
}
