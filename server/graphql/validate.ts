// Runs a shared yup schema on an operation's input; the first failure becomes a VALIDATION error with the spec's text.
import { ValidationError, type AnySchema, type InferType } from 'yup';
import { validationError } from './errors';

export async function validateInput<S extends AnySchema>(schema: S, input: unknown): Promise<InferType<S>> {
  try {
    return await schema.validate(input, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw validationError(error.errors[0] ?? error.message, error.path);
    throw error;
  }
}

/** One argument checked by a shared field schema; a failure names the argument. */
export async function validateArgument<S extends AnySchema>(schema: S, value: unknown, field: string): Promise<InferType<S>> {
  try {
    return await schema.validate(value, { abortEarly: true });
  } catch (error) {
    if (error instanceof ValidationError) throw validationError(error.errors[0] ?? error.message, field);
    throw error;
  }
}
