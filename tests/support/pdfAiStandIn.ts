// A local stand-in for the PDF_AI engine's OpenAI-compatible endpoint (issue 12): answers POST /chat/completions with
// the canned menu the test gives (or a raw answer: a broken model), and records each request's body to check what the
// adapter sent (model, key, the file's text).
import type { PdfAiMenu } from '../../server/scraping/documents/pdfAi';
import { startStandIn, type StandIn } from './scrapingStandIns';

export interface PdfAiStandIn extends StandIn {
  /** Base URL to configure as PDF_AI_URL. */
  url: string;
  received: { authorization: string | undefined; body: { model: string; messages: { role: string; content: string }[] } }[];
  /** What the next requests answer: a menu (as the model's JSON content), or a raw status and body. */
  answer: { menu: PdfAiMenu | Record<string, unknown> } | { content: string } | { status: number; body: string } | { delayMs: number };
}

export async function startPdfAiStandIn(): Promise<PdfAiStandIn> {
  const received: PdfAiStandIn['received'] = [];
  // The handler reads the answer from the returned object, so a test sets `standIn.answer` between requests.
  let result: PdfAiStandIn | null = null;
  const standIn = await startStandIn((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      received.push({ authorization: request.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      const answer = result?.answer ?? { menu: { menuTitles: [], dishes: [] } };
      if ('delayMs' in answer) {
        setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end(completion('{"menuTitles":[],"dishes":[]}')), answer.delayMs);
        return;
      }
      if ('status' in answer) {
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
        return;
      }
      const content = 'menu' in answer ? JSON.stringify(answer.menu) : answer.content;
      response.writeHead(200, { 'content-type': 'application/json' }).end(completion(content));
    });
  });
  result = { ...standIn, close: standIn.close, url: `${standIn.origin}/v1`, received, answer: { menu: { menuTitles: [], dishes: [] } } };
  return result;
}

function completion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-stand-in',
    object: 'chat.completion',
    model: 'stand-in',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
}
