// What the event loop and an extraction thread say to each other (extractionThreads.ts, extractionThread.ts).
import type { ExtractedPage } from './types';

export interface ExtractionRequest {
  id: number;
  html: string;
  pageUrl: string;
  /** The instructions as JSON: the thread parses each distinct text once. */
  instructionsJson: string;
  /** The page rule the page is read under, by its place in instructions.pages; null: the rule whose url is pageUrl. */
  pageRuleIndex: number | null;
  positionOffset: number;
  titleKeyPrefix: string | undefined;
  /** The run's occurrence counters before this page (the thread answers them after it). */
  keyOccurrences: [string, number][];
  /** Take the page's fingerprint too (probing), from the same parse: the page answers it in `fingerprint`. */
  fingerprint: boolean;
}

/** What a thread says once its modules are loaded. */
export const THREAD_READY = 'ready';

export type ExtractionReply =
  | { id: number; ok: true; page: ExtractedPage; keyOccurrences: [string, number][] }
  | { id: number; ok: false; name: string; message: string };
