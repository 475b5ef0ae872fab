// The extraction thread's entry (extractionThreads.ts starts it): extracts one page per message, exactly as extractPage
// does in-process. Instructions come as their JSON text, parsed once per distinct text, so the compiled selectors and
// patterns (compileInstructions caches them per object) serve every page of a run. A probe's pages are fingerprinted
// here too, on the parse that extracts them (extractWithFingerprint, extract.ts's observe hook): one parse per page.
import { parentPort } from 'node:worker_threads';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import { extractWithFingerprint } from '../probing/fingerprint';
import { extractPage } from './extract';
import { THREAD_READY, type ExtractionReply, type ExtractionRequest } from './extractionMessages';

const PARSED_LIMIT = 16;
const parsed = new Map<string, ScrapingInstructions>();

function instructionsOf(json: string): ScrapingInstructions {
  const known = parsed.get(json);
  if (known) return known;
  if (parsed.size >= PARSED_LIMIT) parsed.delete(parsed.keys().next().value as string);
  const value = JSON.parse(json) as ScrapingInstructions;
  parsed.set(json, value);
  return value;
}

function extract(request: ExtractionRequest): ExtractionReply {
  try {
    const instructions = instructionsOf(request.instructionsJson);
    const keyOccurrences = new Map(request.keyOccurrences);
    const context = {
      positionOffset: request.positionOffset,
      titleKeyPrefix: request.titleKeyPrefix,
      keyOccurrences,
      pageRule: request.pageRuleIndex === null ? undefined : instructions.pages[request.pageRuleIndex],
    };
    if (request.fingerprint) {
      const { page, fingerprint } = extractWithFingerprint(request.html, request.pageUrl, instructions, context);
      return { id: request.id, ok: true, page: { ...page, fingerprint }, keyOccurrences: [...keyOccurrences] };
    }
    const page = extractPage(request.html, request.pageUrl, instructions, context);
    return { id: request.id, ok: true, page, keyOccurrences: [...keyOccurrences] };
  } catch (error) {
    return { id: request.id, ok: false, name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (request: ExtractionRequest) => parentPort?.postMessage(extract(request)));
parentPort?.postMessage(THREAD_READY);
