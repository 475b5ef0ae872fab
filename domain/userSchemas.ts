// Forms of the foundations spec (section 5), shared by the SPA and the server so the messages never drift.
import * as yup from 'yup';

export const MESSAGES = {
  emailInvalid: 'Email is not valid',
  emailRequired: "User's email address is required",
  codeRequired: 'Code is required',
  nameRequired: "User's name is required",
  roleRequired: 'User role is required',
} as const;

export const emailLoginSchema = yup.object({
  email: yup.string().trim().required(MESSAGES.emailRequired).email(MESSAGES.emailInvalid),
  code: yup.string().trim().required(MESSAGES.codeRequired),
});
export type EmailLoginForm = yup.InferType<typeof emailLoginSchema>;

export const userSchema = yup.object({
  name: yup.string().trim().required(MESSAGES.nameRequired),
  email: yup.string().trim().required(MESSAGES.emailRequired).email(MESSAGES.emailInvalid),
  isActive: yup.boolean().required(),
  roleIds: yup.array(yup.string().required()).min(1, MESSAGES.roleRequired).max(1, MESSAGES.roleRequired).required(MESSAGES.roleRequired),
});
export type UserForm = yup.InferType<typeof userSchema>;
