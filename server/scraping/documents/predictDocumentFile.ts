// A crawled file's category, title, menu score and dish count, by rules (issue 12).
import type { DocumentFilePrediction } from './types';

export function predictDocumentFile(text: string, fileName: string, linkText: string | null): DocumentFilePrediction {
  void text;
  void fileName;
  void linkText;
  return { category: null, title: null, menuScore: 0, dishCount: 0, rationale: '' };
}
