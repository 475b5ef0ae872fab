// PDF_AI engine's adapter (issue 12): an OpenAI-compatible chat completions endpoint set by configuration.
export interface PdfAiConfig {
  /** Base URL of the OpenAI-compatible API (PDF_AI_URL), e.g. https://api.openai.com/v1. */
  url: string;
  model: string;
  apiKey?: string;
  /** Per request; default 60 s. */
  timeoutMs?: number;
}
