// Every string a request carries, in its variables or written in its document, is refused before any resolver runs
// when it holds a NUL character or exceeds the ceiling of domain/inputLimits.ts. Fields with a tighter limit (names,
// emails, comments) check it in their own domain schema, with their form's message.
import { Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { findUnacceptableText, hasNul, MAX_ANY_TEXT_LENGTH, NUL, nulMessage, tooLongMessage } from '../../domain/inputLimits';
import { validationError } from './errors';

function literalProblem(document: DocumentNode): 'NUL' | 'TOO_LONG' | null {
  let problem: 'NUL' | 'TOO_LONG' | null = null;
  visit(document, {
    [Kind.STRING](node) {
      problem ??= hasNul(node.value) ? 'NUL' : node.value.length > MAX_ANY_TEXT_LENGTH ? 'TOO_LONG' : null;
    },
  });
  return problem;
}

const messageOf = (what: string, problem: 'NUL' | 'TOO_LONG') =>
  `${problem === 'NUL' ? nulMessage(what) : tooLongMessage(what, MAX_ANY_TEXT_LENGTH)}.`;

export function useTextInputLimits(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const inVariables = findUnacceptableText(args.variableValues ?? {});
      const inDocument = inVariables ? null : literalProblem(args.document);
      // With data (null), yoga answers 200 as for any refused operation rather than guessing at a server fault.
      if (inVariables) {
        const where = `$${inVariables.path}`.slice(0, 100).replaceAll(NUL, "\\0");
        setResultAndStopExecution({ data: null, errors: [validationError(messageOf(`The value of ${where}`, inVariables.problem), where)] });
      } else if (inDocument) {
        setResultAndStopExecution({ data: null, errors: [validationError(messageOf('A string in the query', inDocument))] });
      }
    },
  };
}
