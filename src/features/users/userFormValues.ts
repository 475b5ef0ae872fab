// What the user form edits, what it sends, and whether it changed: plain functions the form and the mutations share.

export interface UserFormValues {
  name: string;
  email: string;
  isActive: boolean;
  /** One role: the API takes a list, the form offers a single choice. */
  roleIds: string[];
}

export interface UserInputValues {
  name: string;
  email: string;
  isActive: boolean;
  roleIds: string[];
}

/** A new user starts enabled, with no role chosen. */
export const NEW_USER_VALUES: UserFormValues = { name: '', email: '', isActive: true, roleIds: [] };

export function toUserInput(values: UserFormValues): UserInputValues {
  return { name: values.name.trim(), email: values.email.trim(), isActive: values.isActive, roleIds: [...values.roleIds] };
}

/** Whether two forms would save the same user (surrounding spaces do not count as a change). */
export function sameUserForm(a: UserFormValues, b: UserFormValues): boolean {
  const left = toUserInput(a);
  const right = toUserInput(b);
  return (
    left.name === right.name &&
    left.email === right.email &&
    left.isActive === right.isActive &&
    left.roleIds.length === right.roleIds.length &&
    left.roleIds.every((id) => right.roleIds.includes(id))
  );
}
