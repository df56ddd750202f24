import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, skipping false, null and undefined, and merges nothing: for classes that never set the
 * same utility twice. Where a later class must override an earlier one (px-0 over px-5), use cn, whose
 * tailwind-merge (about 8 KB gzip) the home page's first load does without.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
