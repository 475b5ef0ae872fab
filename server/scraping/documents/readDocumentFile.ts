// A document menu file's text (issue 12): PDF text through unpdf, images through tesseract.js OCR, offline.
import type { DocumentText } from './types';

export async function readDocumentFile(bytes: Buffer, contentType: string): Promise<DocumentText> {
  void bytes;
  void contentType;
  throw new Error('readDocumentFile: not written yet');
}

/** Ends the OCR worker (the process is stopping). */
export async function closeDocumentReader(): Promise<void> {}
