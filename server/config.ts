// Settings come from the environment (README, "Configuration"). Everything optional has a safe default.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SignInLimits } from './auth/signInLimits';
import type { SessionTiming } from './sessions/sessionTiming';
import { DEFAULT_EXTRACTION_BUDGET_MS } from './scraping/extractionBudget';
import { parseDeveloperEmailPatterns, type DeveloperEmailPattern } from '../domain/developerAccounts';

export interface SmtpConfig {
  host: string;
  port: number;
  user?: string;
  password?: string;
  from: string;
  secure: boolean;
}

/** The probing session's default schedule: daily at 03:17 UTC, away from the hour's other work and the day's scraping. */
export const DEFAULT_PROBING_SCHEDULE = '17 3 * * *';

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  jwtSecret: string;
  googleClientId?: string;
  googleKeysUrl: string;
  smtp?: SmtpConfig;
  /** True unless NODE_ENV is 'development' or 'test': a plain `npm start` is production (no introspection, GraphiQL,
   * suggestions or source maps). */
  isProduction: boolean;
  /** `npm run dev` (NODE_ENV=development): GraphQL answers keep graphql-js's 'Did you mean …' suggestions for the developer. */
  showsSuggestions: boolean;
  /** Loads the demo data set into an empty database at start. */
  loadDemoData: boolean;
  maxAssignedDefinitionTasks: number;
  unmarkMasterLocationLimit: number;
  /**
   * MENU_LIST_TOTAL_CAP: where the menus list stops counting a search's matches (MenuPage.totalIsCapped); unset (or not
   * a whole number above 0) means 10,000 (server/menus/menuList.ts). Tests set it small.
   */
  menuListTotalCap?: number;
  /** DEVELOPER_EMAIL_PATTERNS: developer-type accounts, an email pattern per role (format in domain/developerAccounts.ts). */
  developerEmailPatterns: DeveloperEmailPattern[];
  /** Origins allowed, besides the server's own, to call /graphql from a browser and to open the live-locks socket. */
  allowedOrigins: string[];
  /** Reverse proxies in front of the API whose X-Forwarded-For is trusted for the sign-in limits (TRUST_PROXY_HOPS, default 0). */
  trustProxyHops: number;
  /** Sign-in limits; unset means the real ones (server/auth/signInLimits.ts). Tests that need more sign-ins override them. */
  signInLimits?: SignInLimits;
  /** Sessions' planning clock and slot length; unset means the real clock and 15-minute slots (server/sessions/sessionTiming.ts). Tests shorten them. */
  sessionTiming?: SessionTiming;
  /** MAP_TILES_URL (MAP_TILE_URL also read): tile URL template (e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png); its host is allowed by the CSP. */
  mapTileUrl?: string;
  /** MAP_TILES_ATTRIBUTION: the credit the tiles' provider asks for, shown on the map. */
  mapTilesAttribution?: string;
  /** GOOGLE_MAPS_API_KEY: the map's places come from Google Places (server/places/); unset, from the embedded catalogue. */
  googleMapsApiKey?: string;
  /** GOOGLE_PLACES_URL: the Google Places API's base URL (tests point it to a local stand-in). */
  googlePlacesUrl: string;
  /**
   * DEMO_SITES_ORIGIN: the origin the demo data writes its menu URLs under (`${origin}/demo-sites/...`) when it loads;
   * default http://localhost:${PORT}. The demo data keeps it in the database, and every process reads it there
   * (server/demo-sites/demoSitesOrigin.ts): the scraper answers that origin, this one and the worked examples' from the
   * demo sites' handler in-process, so any worker process and any test scrapes them whatever port it listens on.
   */
  demoSitesOrigin: string;
  /**
   * SCRAPER_ALLOWED_ORIGINS: origins the scraper's address guard lets through although they resolve to private or
   * loopback addresses (a local stand-in in tests, an intranet site); comma-separated. Everything else private is refused.
   */
  scraperAllowedOrigins: string[];
  /**
   * API_WORKERS: the API process runs the job workers (scrapes, crawls) itself; default true. Set it to false on a
   * PostgreSQL deployment whose jobs are run by `npm run worker` processes. PGlite always runs them in the API process.
   */
  apiWorkers: boolean;
  /** PDF_AI_URL: an OpenAI-compatible API's base URL for the PDF_AI document engine; unset, the engine is not offered. */
  pdfAiUrl?: string;
  /** PDF_AI_MODEL: the model the PDF_AI engine asks (default gpt-4o-mini). */
  pdfAiModel: string;
  /** PDF_AI_API_KEY: sent as a Bearer token to PDF_AI_URL. */
  pdfAiApiKey?: string;
  /** CHROMIUM_PATH: the Chromium debug-mode scrapes render pages in (default /usr/bin/chromium); missing, they scrape without screenshots. */
  chromiumPath: string;
  /**
   * SCRAPING_EXTRACTION_BUDGET_MS: how long extracting one page may take before it is stopped with an error (a whole
   * number of milliseconds above 0; default 5,000). Scrapers' patterns and selectors run within it, off the event loop.
   */
  scrapingExtractionBudgetMs: number;
  /**
   * PROBING_SCHEDULE: when the probing session of every cluster's leads runs (a cron in UTC, pg-boss's schedule);
   * default daily at 03:17 (server/jobs/probingJobs.ts).
   */
  probingSchedule: string;
}

/** Development and the test suites say so; anything else, unset included, runs as production. */
export function isProductionEnvironment(nodeEnv: string | undefined): boolean {
  return nodeEnv !== 'development' && nodeEnv !== 'test';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  return {
    port: Number(env.PORT ?? 4000),
    dataDir,
    databaseUrl,
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret: env.JWT_SECRET || readOrCreateSecret(dataDir),
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleKeysUrl: env.GOOGLE_KEYS_URL || 'https://www.googleapis.com/oauth2/v3/certs',
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: Number(env.SMTP_PORT ?? 587),
          user: env.SMTP_USER || undefined,
          password: env.SMTP_PASSWORD || undefined,
          from: env.SMTP_FROM ?? 'Curation back office <no-reply@localhost>',
          secure: env.SMTP_SECURE === 'true',
        }
      : undefined,
    isProduction: isProductionEnvironment(env.NODE_ENV),
    showsSuggestions: env.NODE_ENV === 'development',
    loadDemoData: env.DEMO_DATA !== 'false',
    maxAssignedDefinitionTasks: Number(env.MAX_ASSIGNED_DEFINITION_TASKS ?? 5),
    unmarkMasterLocationLimit: Number(env.UNMARK_MASTER_LOCATION_LIMIT ?? 25),
    menuListTotalCap: positiveWholeNumber(env.MENU_LIST_TOTAL_CAP),
    developerEmailPatterns: parseDeveloperEmailPatterns(env.DEVELOPER_EMAIL_PATTERNS),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    trustProxyHops: Math.max(0, Math.floor(Number(env.TRUST_PROXY_HOPS ?? 0)) || 0),
    mapTileUrl: env.MAP_TILES_URL || env.MAP_TILE_URL || undefined,
    mapTilesAttribution: env.MAP_TILES_ATTRIBUTION || undefined,
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY || undefined,
    googlePlacesUrl: env.GOOGLE_PLACES_URL || 'https://places.googleapis.com',
    demoSitesOrigin: (env.DEMO_SITES_ORIGIN || `http://localhost:${Number(env.PORT ?? 4000)}`).replace(/\/+$/, ''),
    scraperAllowedOrigins: (env.SCRAPER_ALLOWED_ORIGINS ?? '').split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean),
    apiWorkers: env.API_WORKERS !== 'false',
    pdfAiUrl: env.PDF_AI_URL ? env.PDF_AI_URL.replace(/\/+$/, '') : undefined,
    pdfAiModel: env.PDF_AI_MODEL || 'gpt-4o-mini',
    pdfAiApiKey: env.PDF_AI_API_KEY || undefined,
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
    scrapingExtractionBudgetMs: positiveWholeNumber(env.SCRAPING_EXTRACTION_BUDGET_MS) ?? DEFAULT_EXTRACTION_BUDGET_MS,
    probingSchedule: env.PROBING_SCHEDULE?.trim() || DEFAULT_PROBING_SCHEDULE,
  };
}

/** A whole number above 0, or undefined for anything else (unset, empty, 'abc', 0, 2.5). */
function positiveWholeNumber(text: string | undefined): number | undefined {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Without JWT_SECRET, a random secret is generated once and kept in the data folder (readable by its owner only). */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
