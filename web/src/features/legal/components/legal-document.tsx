import type { ComponentProps, ReactNode } from 'react';

import type { Business } from '@/config/business';

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

export const legalLinkClass = 'rounded-sm font-semibold text-gold-700 underline underline-offset-4 hover:text-forest-800';

/** How to reach the spa about this page: its e-mail and phone as the server configured them. */
export function ContactLines({ business }: { business: Business }) {
  return (
    <ul>
      <li>
        E-mail:{' '}
        <a href={business.links.mailto} className={legalLinkClass}>
          {business.email}
        </a>
      </li>
      <li>
        Phone:{' '}
        <a href={business.links.tel} className={legalLinkClass}>
          {business.phone}
        </a>
      </li>
      <li>
        In person or by post: {business.name}, {business.street}, {business.district}, {business.city}, UAE
      </li>
    </ul>
  );
}
