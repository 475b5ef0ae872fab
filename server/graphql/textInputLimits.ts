// Every string a request carries, in its variables or written in its document, is refused before any resolver runs
// when it holds a NUL character or an unpaired surrogate (ill-formed UTF-16) or exceeds the ceiling of domain/inputLimits.ts. Fields with a tighter limit (names,
// emails, comments) check it in their own domain schema, with their form's message.
import { Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import {
  findUnacceptableText,
  illFormedMessage,
  MAX_ANY_TEXT_LENGTH,
  NUL,
  nulMessage,
  textProblem,
  tooLongMessage,
  type TextProblem,
} from '../../domain/inputLimits';
import { validationError } from './errors';

function literalProblem(document: DocumentNode): TextProblem | null {
  let problem: TextProblem | null = null;
  visit(document, {
    [Kind.STRING](node) {
      problem ??= textProblem(node.value);
    },
  });
  return problem;
}

const MESSAGES: Record<TextProblem, (what: string) => string> = {
  NUL: nulMessage,
  ILL_FORMED: illFormedMessage,
  TOO_LONG: (what) => tooLongMessage(what, MAX_ANY_TEXT_LENGTH),
};
const messageOf = (what: string, problem: TextProblem) => `${MESSAGES[problem](what)}.`;

export function useTextInputLimits(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const inVariables = findUnacceptableText(args.variableValues ?? {});
      const inDocument = inVariables ? null : literalProblem(args.document);
      // With data (null), yoga answers 200 as for any refused operation rather than guessing at a server fault.
      if (inVariables) {
        // The path quotes object keys: no NUL or surrogate half of theirs goes back into the answer.
        const where = `$${inVariables.path}`.slice(0, 100).replaceAll(NUL, '\\0').replace(/\p{Cs}/gu, '\uFFFD');
        setResultAndStopExecution({ data: null, errors: [validationError(messageOf(`The value of ${where}`, inVariables.problem), where)] });
      } else if (inDocument) {
        setResultAndStopExecution({ data: null, errors: [validationError(messageOf('A string in the query', inDocument))] });
      }
    },
  };
}
