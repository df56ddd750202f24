import { chromium as chromiumType, defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The browser tests run against the real built binary (../bin/dayspa, from
// `make build`): always on SQLite, and on PostgreSQL too when
// TEST_DATABASE_URL is set. Each run starts from an empty database, so the
// demo content is seeded fresh.

const binary = join(import.meta.dirname, '..', 'bin', 'dayspa');
// Each server's log (a line per request) goes to e2e/server-logs/<target>.log, not into the test report:
// read it when a test fails or a server does not start.
const logDir = join(import.meta.dirname, 'server-logs');
mkdirSync(logDir, { recursive: true });
export const adminPassword = 'e2e-admin-password-2026';
/** The owner's sign-in e-mail on every test server (DAYSPA_OWNER_EMAIL), with adminPassword. */
export const ownerEmail = 'owner@palm-pearl.example';

/**
 * The spa's details every test server runs with: none of them the defaults (cmd/dayspa/config.go), so a page
 * or link that still showed a compiled-in copy would fail the tests. The name has characters HTML escapes.
 */
export const business = {
  name: 'Palm & Pearl Day Spa',
  shortName: 'Palm & Pearl',
  hotel: 'The Crescent Resort',
  street: 'The Crescent Resort, Crescent Road',
  district: 'Palm Jumeirah',
  phone: '+971 4 555 0199',
  tel: 'tel:+97145550199',
  whatsapp: '971529876543',
  email: 'care@palm-pearl.example',
  instagram: 'https://www.instagram.com/palmpearlspa',
} as const;

/** The server's defaults, which no page may show when other details are configured. */
export const defaultDetails = ['971501234567', '+971 4 123 4567', '+97141234567', 'hello@serenitydayspa.ae', 'Serenity', 'Sandstone'];

// E2E_PORT moves the test servers (four ports from it) so that two runs on one machine don't collide.
const firstPort = Number(process.env.E2E_PORT ?? 18080);

type Target = { name: string; port: number; env: Record<string, string>; command: string };

const baseEnv = {
  DAYSPA_ADMIN_PASSWORD: adminPassword,
  DAYSPA_OWNER_EMAIL: ownerEmail,
  // The owner signs in with the password alone; the sign-in code spec turns a code on for an account of its own.
  DAYSPA_STAFF_CODES: 'offered',
  DAYSPA_RATE_LIMIT: '0',
  // The whole suite asks availability from one address, far more often than a visitor: the Go tests cover the limit.
  DAYSPA_READ_RATE_LIMIT: '0',
  // The tests book many requests with one phone number: no limit per guest (the Go tests cover it).
  DAYSPA_GUEST_DAILY_LIMIT: '0',
  // Three days, so that a booking made for tomorrow is past the manage page's cut-off whatever the hour.
  DAYSPA_CHANGE_CUTOFF: '72h',
  DAYSPA_TIMEZONE: 'Asia/Dubai',
  DAYSPA_BUSINESS_NAME: business.name,
  DAYSPA_BUSINESS_SHORT_NAME: business.shortName,
  DAYSPA_BUSINESS_HOTEL: business.hotel,
  DAYSPA_BUSINESS_ADDRESS: business.street,
  DAYSPA_BUSINESS_DISTRICT: business.district,
  DAYSPA_BUSINESS_PHONE: business.phone,
  DAYSPA_BUSINESS_WHATSAPP: business.whatsapp,
  DAYSPA_BUSINESS_EMAIL: business.email,
  // Facebook and Twitter stay unset: their links must not be shown.
  DAYSPA_BUSINESS_INSTAGRAM: business.instagram,
  // A spa registered for VAT: checkout issues tax invoices under the legal name and the TRN.
  DAYSPA_BUSINESS_TRN: '100234567800003',
  DAYSPA_BUSINESS_LEGAL_NAME: 'Palm & Pearl Day Spa L.L.C.',
  DAYSPA_TRADE_LICENCE: 'DED-901234',
};

const targets: Target[] = [
  {
    name: 'sqlite',
    port: firstPort,
    env: { ...baseEnv, DAYSPA_DATA_DIR: mkdtempSync(join(tmpdir(), 'dayspa-e2e-')) },
    command: `exec ${binary} serve 2>${join(logDir, 'sqlite.log')}`,
  },
];

/**
 * The blog editing flow publishes posts, which become the newest on /blog and the home page: it runs on a
 * server of its own (SQLite), so the other specs' seeded lists stay as they are.
 */
export const contentBaseURL = `http://127.0.0.1:${firstPort + 2}`;
targets.push({
  name: 'content',
  port: firstPort + 2,
  env: { ...baseEnv, DAYSPA_DATA_DIR: mkdtempSync(join(tmpdir(), 'dayspa-e2e-content-')) },
  command: `exec ${binary} serve 2>${join(logDir, 'content.log')}`,
});

/**
 * A spa with an ad tracker configured (DAYSPA_SNAP_PIXEL_ID): every public page asks for consent first. It runs on a
 * server of its own (SQLite), so the other specs see no notice.
 */
export const pixelBaseURL = `http://127.0.0.1:${firstPort + 3}`;
export const pixelId = 'e2e-pixel';
targets.push({
  name: 'pixel',
  port: firstPort + 3,
  env: { ...baseEnv, DAYSPA_SNAP_PIXEL_ID: pixelId, DAYSPA_DATA_DIR: mkdtempSync(join(tmpdir(), 'dayspa-e2e-pixel-')) },
  command: `exec ${binary} serve 2>${join(logDir, 'pixel.log')}`,
});

/**
 * A spa taking deposits online (SQLite): its Stripe is stripe-mock, Stripe's official mock of its API (the version
 * go.mod pins, built from the module cache), on the port after it; the tests sign Stripe's webhook notices with
 * paymentsWebhookSecret, as Stripe does. Its own server, so that the other specs' bookings ask no deposit.
 */
export const paymentsBaseURL = `http://127.0.0.1:${firstPort + 4}`;
export const paymentsWebhookSecret = 'whsec_e2e_payments';
const stripeMockPort = firstPort + 5;
/** The recording stand-in in front of stripe-mock (stripe-recorder.mjs): which session a booking's hold has. */
export const stripeRecorderURL = `http://127.0.0.1:${String(firstPort + 6)}`;
const stripeMock = join(import.meta.dirname, '..', 'bin', 'stripe-mock');
targets.push({
  name: 'payments',
  port: firstPort + 4,
  env: {
    ...baseEnv,
    DAYSPA_DATA_DIR: mkdtempSync(join(tmpdir(), 'dayspa-e2e-payments-')),
    DAYSPA_STRIPE_SECRET_KEY: 'sk_test_e2e',
    DAYSPA_STRIPE_WEBHOOK_SECRET: paymentsWebhookSecret,
    DAYSPA_STRIPE_API_URL: stripeRecorderURL,
  },
  command: `exec ${binary} serve 2>${join(logDir, 'payments.log')}`,
});

const pg = process.env.TEST_DATABASE_URL;
if (pg) {
  const url = new URL(pg);
  url.searchParams.set('search_path', 'e2e');
  targets.push({
    name: 'postgres',
    port: firstPort + 1,
    env: {
      ...baseEnv,
      DATABASE_URL: url.toString(),
      DAYSPA_DATA_DIR: mkdtempSync(join(tmpdir(), 'dayspa-e2e-pg-')),
    },
    // A fresh schema for every run, so the seeded content is all there is.
    command: `psql "${pg}" -q -c "DROP SCHEMA IF EXISTS e2e CASCADE" -c "CREATE SCHEMA e2e" && exec ${binary} serve 2>${join(logDir, 'postgres.log')}`,
  });
}

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium 156 draws the address bar's suggestions as web pages (chrome://omnibox-popup.top-chrome, with its AI mode
 * twin): two renderers made for every window, and Playwright opens a window for every test. Headless, nobody types in
 * that address bar; turned off, the same 23 phone tests took 212 s of test time instead of 251 (2026-12-02). Chromium
 * honours only the last --disable-features it is given, so the list extends Playwright's own, read from the command
 * line Playwright launches it with: once per run, and handed to the workers in the environment.
 */
async function disabledFeatures(): Promise<string> {
  const known = process.env.E2E_DISABLE_FEATURES;
  if (known) return known;
  const server = await chromiumType.launchServer({ executablePath, args: ['--no-sandbox'] });
  const playwrights = featuresDisabledBy(server.process().spawnargs);
  await server.close();
  const features = [...playwrights, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',');
  process.env.E2E_DISABLE_FEATURES = features;
  return features;
}

/** The features a Chromium command line turns off: its last --disable-features, the one Chromium honours. */
export function featuresDisabledBy(args: string[]): string[] {
  const last = args.filter((arg) => arg.startsWith('--disable-features=')).at(-1);
  return (last?.slice('--disable-features='.length).split(',') ?? []).filter(Boolean);
}

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-features=${await disabledFeatures()}`,
    ],
  },
};

// `make test` keeps within its time by running some specs in one place only; `make test-e2e-full` (E2E_FULL=1)
// runs every spec on every project.
const full = Boolean(process.env.E2E_FULL);

// On PostgreSQL, `make test` runs the two flows that write the most through the server: a booking (its pipeline,
// the outbox, the room and the therapist) and the calendar's changes of it. The Go contract tests run every store
// query on both engines; these prove the built binary runs whole on PostgreSQL, and at the desk's width, which
// `make test` gives the guest's booking flow nowhere else. A guest's changes on the manage page, Income and a
// guest's message run there in `make test-e2e-full` (each about a minute of two workers' time), as do the
// dashboard's own specs (admin, admin-lists: 164 s of a 30-minute run).
const postgresFlows = ['**/booking.spec.ts', '**/calendar.spec.ts'];
// Of those specs, the tests tagged @page try the page's own behaviour and write nothing through the server (an empty
// submit, the first HTML, a server's answer the test stands in for): on PostgreSQL they would prove nothing more.
const pageOnly = /@page/;

// What reads the same at both widths runs once in `make test`. A guest's page runs on the phone, where most guests
// meet it, unless its spec is about what the widths change (the header and its menu in shell, the Arabic pages'
// right-to-left layout, the blog's cards, the About page's team, which the manager edits at the desk): right-to-left,
// the fonts, the home page and its adoption of its first HTML, the floating buttons, the gallery, the blog, the
// services, the footer, the contact, gift cards, packages and privacy pages, the booking form (at the desk's width on PostgreSQL), its
// deposit and a package's code (with the desk's checkout of that booking), a guest's manage page and the consent
// notice. The admin width proof covers the desk's layout. The
// configured details, blocking a room and the manager's content flows (reviews, a post's cover and categories)
// run on the desk.
const deskInFullRunOnly = [
  '**/direction.spec.ts',
  '**/fonts.spec.ts',
  '**/home-hydration.spec.ts',
  '**/home-rendered.spec.ts',
  '**/floating.spec.ts',
  '**/gallery.spec.ts',
  '**/manage.spec.ts',
  '**/consent.spec.ts',
  '**/home.spec.ts',
  '**/blog.spec.ts',
  '**/services.spec.ts',
  '**/footer.spec.ts',
  '**/contact.spec.ts',
  '**/gift-cards.spec.ts',
  '**/packages.spec.ts',
  '**/privacy.spec.ts',
  '**/booking.spec.ts',
  '**/booking-deposit.spec.ts',
  '**/package-booking.spec.ts',
  '**/arabic-booking.spec.ts',
  '**/arabic-gallery.spec.ts',
];
//
// The staff's flows run at the desk, where the staff work them; on a phone each would only walk the same flow
// through the same requests again. What a phone changes in the dashboard is its layout, which `make test` proves
// on the phone project in the specs of the frame and the lists (admin-shell, admin-lists: the bottom bar, rows as
// cards) and at 360 px for every place (admin-widths), and with the flows a phone is for: the login, a therapist's
// own day (my-day), Income's phone layout.
const phoneInFullRunOnly = [
  '**/details.spec.ts',
  '**/room-blocks.spec.ts',
  '**/reviews.spec.ts',
  '**/blog-cover.spec.ts',
  '**/blog-categories.spec.ts',
  '**/blog-editing.spec.ts',
  '**/booking-fee.spec.ts',
  '**/calendar.spec.ts',
  '**/checkout.spec.ts',
  '**/day-sheet.spec.ts',
  '**/deposit-policy.spec.ts',
  '**/deposit-refund.spec.ts',
  '**/entitlements.spec.ts',
  '**/expenses.spec.ts',
  '**/income-charts.spec.ts',
  '**/pay-statement.spec.ts',
  '**/reports.spec.ts',
  '**/sign-in-code.spec.ts',
  '**/staff-profile.spec.ts',
  '**/staff-roles.spec.ts',
  '**/undo.spec.ts',
  '**/vat-summary.spec.ts',
];

// The admin width proof sets its own widths on one page, and the test browser's own check needs no server: each runs
// once, on SQLite's desktop project.
const onceSpecs = ['**/admin-widths.spec.ts', '**/test-browser.spec.ts'];

const config: PlaywrightTestConfig = defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    timezoneId: 'Asia/Dubai',
    locale: 'en-US',
  },
  webServer: [
    {
      // Stripe's mock first: the payments server talks to it. Its answer to a request without a key is 401, which
      // Playwright counts as up.
      command: `cd .. && go build -o ${stripeMock} github.com/stripe/stripe-mock && exec ${stripeMock} -http-addr 127.0.0.1:${String(stripeMockPort)} -https-addr 127.0.0.1:0 2>${join(logDir, 'stripe-mock.log')}`,
      url: `http://127.0.0.1:${String(stripeMockPort)}/v1/charges`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    {
      command: `exec node ${join(import.meta.dirname, 'stripe-recorder.mjs')} ${String(firstPort + 6)} ${String(stripeMockPort)}`,
      url: `${stripeRecorderURL}/__e2e/sessions`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    ...targets.map((t) => ({
    command: t.command,
    url: `http://127.0.0.1:${t.port}/readyz`,
    env: { ...t.env, DAYSPA_ADDR: `127.0.0.1:${t.port}`, DAYSPA_BASE_URL: `http://127.0.0.1:${t.port}` },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
  ],
  // Phone and desktop on SQLite; desktop on PostgreSQL. The phone layout does not depend on the engine,
  // and the Go contract tests run every store case on both: a second phone run would only add minutes.
  projects: targets.filter((t) => t.name !== 'content' && t.name !== 'pixel' && t.name !== 'payments').flatMap((t) => [
    {
      name: `${t.name}-desktop`,
      use: { ...chromium, baseURL: `http://127.0.0.1:${t.port}` },
      ...(t.name === 'postgres'
        ? { testIgnore: onceSpecs, ...(full ? {} : { testMatch: postgresFlows, grepInvert: pageOnly }) }
        : { testIgnore: full ? [] : deskInFullRunOnly }),
    },
    ...(t.name === 'sqlite'
      ? [
          {
            name: `${t.name}-phone`,
            use: {
              ...chromium,
              viewport: { width: 390, height: 844 },
              // A phone's three device pixels to the CSS pixel in the full run; one in `make test`, where the
              // layout is what the specs read (it is the same in CSS pixels) and Chromium paints without a GPU: a
              // third of the pixels' work.
              deviceScaleFactor: full ? 3 : 1,
              isMobile: true,
              hasTouch: true,
              baseURL: `http://127.0.0.1:${t.port}`,
            },
            testIgnore: [...onceSpecs, ...(full ? [] : phoneInFullRunOnly)],
          },
        ]
      : []),
  ]),
});

export default config;
