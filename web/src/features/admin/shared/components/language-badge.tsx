import { cn } from '@/lib/cn';

import { languageName, type BookingLanguage } from '../utils/language';

/**
 * The guest's language, as a small label ("English", "Arabic"): the language their e-mails are in, and the one
 * to write to them in. An Arabic booking's stands out a little; the words carry the meaning, not the colour.
 */
export function LanguageBadge({
  language,
  named = true,
  className,
}: {
  language: BookingLanguage;
  /** Whether screen readers hear "Language:" first; false where a label already says it. */
  named?: boolean;
  className?: string;
}) {
  const name = languageName(language);
  return (
    <span
      data-language={language}
      title={`The guest's e-mails are in ${name}`}
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        language === 'ar' ? 'border-forest-700 bg-sand-100 text-forest-800' : 'border-stone-300 text-stone-700',
        className,
      )}
    >
      {named ? <span className="sr-only">Language: </span> : null}
      {name}
    </span>
  );
}
