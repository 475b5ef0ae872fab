// The PDF_AI engine's adapter (issue 12): an OpenAI-compatible chat completions endpoint set by configuration
// (PDF_AI_URL, PDF_AI_MODEL, PDF_AI_API_KEY; unset URL: the engine is not offered). It sends a document menu's text
// (already read by readDocumentFile.ts: the model never sees the file, so any model with JSON output will do) and asks
// for the menu as JSON; the answer is checked against a JSON Schema before anything of it is used. Each request is
// time-capped and the text is capped, so one file cannot hold a job for long or cost without bound. The endpoint is the
// operator's choice (like GOOGLE_PLACES_URL), not a restaurant's site: it is called directly, not through the scraper's
// address guard.
import Ajv, { type JSONSchemaType } from 'ajv';
import type { Config } from '../../config';

export interface PdfAiConfig {
  /** Base URL of the OpenAI-compatible API (PDF_AI_URL), e.g. https://api.openai.com/v1: '/chat/completions' is added. */
  url: string;
  model: string;
  apiKey?: string;
  /** Per request; default DEFAULT_PDF_AI_TIMEOUT_MS. */
  timeoutMs?: number;
}

export const DEFAULT_PDF_AI_TIMEOUT_MS = 60_000;
/** A menu's text is far shorter; more is cut (and said in the run's messages). */
export const MAX_PDF_AI_TEXT_CHARACTERS = 60_000;
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** The engine's settings from the configuration; null (not offered) when PDF_AI_URL is unset. */
export function pdfAiConfigOf(config: Pick<Config, 'pdfAiUrl' | 'pdfAiModel' | 'pdfAiApiKey'>): PdfAiConfig | null {
  return config.pdfAiUrl ? { url: config.pdfAiUrl, model: config.pdfAiModel, apiKey: config.pdfAiApiKey } : null;
}

export interface PdfAiMenu {
  menuTitles: { title: string; description: string | null }[];
  dishes: { menuTitle: string | null; name: string; description: string | null; price: string | null }[];
}

/** The model's answer as it may come: the optional fields absent or null. */
interface PdfAiAnswer {
  menuTitles: { title: string; description?: string | null }[];
  dishes: { menuTitle?: string | null; name: string; description?: string | null; price?: string | null }[];
}

const answerSchema: JSONSchemaType<PdfAiAnswer> = {
  type: 'object',
  required: ['menuTitles', 'dishes'],
  properties: {
    menuTitles: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        required: ['title'],
        properties: { title: { type: 'string', maxLength: 500 }, description: { type: 'string', nullable: true, maxLength: 5000 } },
      },
    },
    dishes: {
      type: 'array',
      maxItems: 5000,
      items: {
        type: 'object',
        required: ['name'],
        properties: {
          menuTitle: { type: 'string', nullable: true, maxLength: 500 },
          name: { type: 'string', maxLength: 500 },
          description: { type: 'string', nullable: true, maxLength: 5000 },
          price: { type: 'string', nullable: true, maxLength: 100 },
        },
      },
    },
  },
};

const validateAnswer = new Ajv({ allErrors: false, useDefaults: false }).compile(answerSchema);

export class PdfAiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfAiError';
  }
}

const SYSTEM_PROMPT = [
  'You read restaurant menus. You get the text of one menu file, extracted from a PDF or an image.',
  'Answer with one JSON object and nothing else: {"menuTitles":[{"title":string,"description":string|null}],',
  '"dishes":[{"menuTitle":string|null,"name":string,"description":string|null,"price":string|null}]}.',
  'menuTitles are the section headings in reading order; each dish names its section in menuTitle (null when it has none).',
  'Copy names, descriptions and prices exactly as written, with the currency sign. Never add a dish that is not in the text.',
].join(' ');

/** The menu the model reads in the text; throws PdfAiError with a message for the run when it cannot. */
export async function requestPdfAiMenu(text: string, fileTitle: string, config: PdfAiConfig, signal?: AbortSignal): Promise<PdfAiMenu> {
  const timeoutMs = config.timeoutMs ?? DEFAULT_PDF_AI_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const requestSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const body = {
    model: config.model,
    temperature: 0,
    response_format: { type: 'json_object' },
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: `Menu file: ${fileTitle}\n\n${text.slice(0, MAX_PDF_AI_TEXT_CHARACTERS)}` },
    ],
  };
  let response: Response;
  let raw: string;
  try {
    response = await fetch(`${config.url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify(body),
      signal: requestSignal,
      redirect: 'error',
    });
    raw = await readCapped(response);
  } catch (error) {
    if (timeout.aborted) throw new PdfAiError(`The PDF_AI endpoint did not answer within ${timeoutMs < 10_000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`}.`);
    if (signal?.aborted) throw error;
    throw new PdfAiError(`The PDF_AI endpoint could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new PdfAiError(`The PDF_AI endpoint answered ${response.status}: ${raw.slice(0, 200)}`);
  const content = messageContent(raw);
  let parsed: unknown;
  try {
    // Some models wrap JSON in a code fence although asked not to.
    parsed = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch {
    throw new PdfAiError('The PDF_AI model did not answer JSON.');
  }
  if (!validateAnswer(parsed)) {
    const fault = validateAnswer.errors?.[0];
    throw new PdfAiError(`The PDF_AI model's answer is not a menu: ${fault ? `${fault.instancePath || '/'} ${fault.message}` : 'unknown fault'}.`);
  }
  return {
    menuTitles: parsed.menuTitles.map((title) => ({ title: title.title, description: title.description ?? null })),
    dishes: parsed.dishes.map((dish) => ({ menuTitle: dish.menuTitle ?? null, name: dish.name, description: dish.description ?? null, price: dish.price ?? null })),
  };
}

function messageContent(raw: string): string {
  let answer: unknown;
  try {
    answer = JSON.parse(raw);
  } catch {
    throw new PdfAiError('The PDF_AI endpoint did not answer JSON.');
  }
  const choices = answer && typeof answer === 'object' && 'choices' in answer && Array.isArray(answer.choices) ? answer.choices : [];
  const message: unknown = choices[0] && typeof choices[0] === 'object' && 'message' in choices[0] ? choices[0].message : null;
  const content = message && typeof message === 'object' && 'content' in message ? message.content : null;
  if (typeof content !== 'string') throw new PdfAiError('The PDF_AI endpoint\'s answer has no message content (choices[0].message.content).');
  return content;
}

async function readCapped(response: Response): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new PdfAiError(`The PDF_AI endpoint's answer is larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MB.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
