// The instructions' refusal as the server words it (a save or a try refused by the instructions' JSON Schema), to show
// under the instructions where the person is looking: every error's message, and each message the error lists in its
// extensions (one per fault, naming the path), without repeats.
import { graphQLErrorsOf } from '../../../relay/errorMessage';

const LIST_KEYS = ['messages', 'errors', 'details'] as const;

export function instructionsRefusalMessages(error: unknown): string[] {
  const out: string[] = [];
  const add = (message: unknown) => {
    if (typeof message === 'string' && message.trim() && !out.includes(message)) out.push(message);
    if (typeof message === 'object' && message !== null && typeof (message as { message?: unknown }).message === 'string') add((message as { message: string }).message);
  };
  for (const payload of graphQLErrorsOf(error)) {
    add(payload.message);
    for (const key of LIST_KEYS) {
      const list = payload.extensions?.[key];
      if (Array.isArray(list)) list.forEach(add);
    }
  }
  return out;
}

/** Whether a refusal is about the input (shown with the instructions) rather than the task or the network. */
export function isValidationRefusal(error: unknown): boolean {
  return graphQLErrorsOf(error).some((payload) => payload.extensions?.type === 'VALIDATION');
}

/** A refusal of the instructions themselves (the schema's), as opposed to the form's other fields. */
export function isInstructionsRefusal(error: unknown): boolean {
  return graphQLErrorsOf(error).some(
    (payload) => payload.extensions?.type === 'VALIDATION' && (payload.extensions.field === 'scrapingInstructions' || Array.isArray(payload.extensions.messages)),
  );
}
