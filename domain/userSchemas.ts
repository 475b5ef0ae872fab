// Forms of the foundations spec (section 5), shared by the SPA and the server so the messages never drift. Lengths and
// the NUL refusal come from domain/inputLimits.ts; an over-long address is simply 'Email is not valid'.
import * as yup from 'yup';
import { limitedText, MAX_TEXT_LENGTH } from './inputLimits';

export const MESSAGES = {
  emailInvalid: 'Email is not valid',
  emailRequired: "User's email address is required",
  codeRequired: 'Code is required',
  nameRequired: "User's name is required",
  roleRequired: 'User role is required',
} as const;

/** yup's email check accepts 'a@b'; a staff address always has a dotted domain. */
const DOTTED_DOMAIN = /@[^@\s.]+(\.[^@\s.]+)+$/;

const emailField = () =>
  limitedText('Email', MAX_TEXT_LENGTH.email, MESSAGES.emailInvalid)
    .trim()
    .required(MESSAGES.emailRequired)
    .email(MESSAGES.emailInvalid)
    .matches(DOTTED_DOMAIN, { message: MESSAGES.emailInvalid, excludeEmptyString: true });

export const emailLoginSchema = yup.object({
  email: emailField(),
  code: limitedText('Code', MAX_TEXT_LENGTH.securityCode).trim().required(MESSAGES.codeRequired),
});
export type EmailLoginForm = yup.InferType<typeof emailLoginSchema>;

export const userSchema = yup.object({
  name: limitedText('Name', MAX_TEXT_LENGTH.name).trim().required(MESSAGES.nameRequired),
  email: emailField(),
  isActive: yup.boolean().required(),
  roleIds: yup.array(yup.string().required()).min(1, MESSAGES.roleRequired).max(1, MESSAGES.roleRequired).required(MESSAGES.roleRequired),
});
export type UserForm = yup.InferType<typeof userSchema>;
