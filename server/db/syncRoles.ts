// The roles table mirrors ROLE_NAMES (domain/roles.ts): every role exists, in a stable order, at every start.
import { ROLE_NAMES } from '../../domain/roles';
import type { Queryable } from './database';

export async function syncRoles(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO roles (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING`,
    [[...ROLE_NAMES]],
  );
}
