// yup validation turned into one message per field, for showing under each field.
import { ValidationError, type AnyObjectSchema } from 'yup';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export async function validateFields<Field extends string>(schema: AnyObjectSchema, values: Record<Field, unknown>): Promise<FieldErrors<Field>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors<Field> = {};
    const all = error.inner.length ? error.inner : [error];
    for (const item of all) {
      const field = item.path as Field | undefined;
      if (field && !errors[field]) errors[field] = item.message;
    }
    return errors;
  }
}

export async function validateField<Field extends string>(schema: AnyObjectSchema, field: Field, values: Record<Field, unknown>): Promise<string | undefined> {
  try {
    await schema.validateAt(field, values);
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}
