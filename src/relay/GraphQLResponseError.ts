// A GraphQL response that carried errors and no data. The fetch function throws it so Relay hands it to onError (and
// to error boundaries) with the server's errors intact: each error's message and its `extensions.type`.

export interface GraphQLErrorPayload {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { type?: string; [key: string]: unknown };
}

export class GraphQLResponseError extends Error {
  readonly errors: readonly GraphQLErrorPayload[];
  readonly operationName: string;

  constructor(operationName: string, errors: readonly GraphQLErrorPayload[]) {
    super(errors[0]?.message ?? `The request ${operationName} failed.`);
    this.name = 'GraphQLResponseError';
    this.operationName = operationName;
    this.errors = errors;
  }
}

export function isGraphQLResponseError(error: unknown): error is GraphQLResponseError {
  return error instanceof GraphQLResponseError || (error instanceof Error && error.name === 'GraphQLResponseError' && 'errors' in error);
}
