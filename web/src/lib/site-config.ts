import { createContext, use } from 'react';

import {
  businessKeys,
  defaultSlotTimes,
  defaultTimeZone,
  hoursKeys,
  linkKeys,
  retentionKeys,
  type Business,
  type SiteConfig,
} from '@/config/business';

import { isKnownTimeZone } from './spa-clock';

/**
 * The settings only the server knows: the spa's details, its time zone and whether the ad tracker is on. The Go server writes
 * them into every page it sends as `<script type="application/json" id="dayspa-config">` (internal/httpapi/
 * siteconfig.go); the app reads them once at start (src/start.tsx) and hands them down through
 * SiteConfigContext (src/app/provider.tsx).
 */

/** The id of the JSON block the server writes into the page (internal/httpapi/siteconfig.go: configScriptID). */
export const configElementId = 'dayspa-config';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringsOf<K extends string>(source: Record<string, unknown>, keys: readonly K[]): Record<K, string> | null {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = source[key];
    if (typeof value !== 'string') return null;
    out[key] = value;
  }
  return out as Record<K, string>;
}

/** The config in a parsed block, or null when the block does not have its shape. */
export function parseSiteConfig(data: unknown): SiteConfig | null {
  if (!isRecord(data) || !isRecord(data.business) || !isRecord(data.business.links) || !isRecord(data.business.hours)) {
    return null;
  }
  const business = stringsOf(data.business, businessKeys);
  const links = stringsOf(data.business.links, linkKeys);
  const hours = stringsOf(data.business.hours, hoursKeys);
  if (!business || !links || !hours) return null;
  if (typeof data.changeCutoff !== 'string') return null;
  const retention = isRecord(data.retention) ? stringsOf(data.retention, retentionKeys) : null;
  if (!retention) return null;
  const snapPixelId = typeof data.snapPixelId === 'string' ? data.snapPixelId : '';
  // A zone the browser does not know would break every date on the page: the default is the lesser harm.
  const timeZone = typeof data.timeZone === 'string' && isKnownTimeZone(data.timeZone) ? data.timeZone : defaultTimeZone;
  const slotTimes =
    Array.isArray(data.slotTimes) &&
    data.slotTimes.length > 0 &&
    data.slotTimes.every((time): time is string => typeof time === 'string' && /^\d\d:\d\d$/.test(time))
      ? data.slotTimes
      : defaultSlotTimes;
  return {
    snapPixelId,
    timeZone,
    changeCutoff: data.changeCutoff,
    slotTimes,
    retention,
    business: { ...business, links, hours } satisfies Business,
  };
}

/** The config the server wrote into the page, or null when it wrote none (the Vite dev server's page). */
export function readSiteConfig(doc: Document): SiteConfig | null {
  const text = doc.getElementById(configElementId)?.textContent ?? '';
  if (text.trim() === '') return null;
  try {
    return parseSiteConfig(JSON.parse(text));
  } catch {
    return null;
  }
}

export const SiteConfigContext = createContext<SiteConfig | null>(null);

export function useSiteConfig(): SiteConfig {
  const config = use(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig needs the SiteConfigContext of src/app/provider.tsx');
  return config;
}

/** The spa's details as the server configured them. */
export function useBusiness(): Business {
  return useSiteConfig().business;
}

/** The spa's time zone: the clock its dates and "today" are read on (src/lib/spa-clock.ts). */
export function useSpaTimeZone(): string {
  return useSiteConfig().timeZone;
}
