import { describe, expect, it } from 'vitest';
import { userSchema } from '../../../domain/userSchemas';
import { validateFields } from '../../components/formErrors';
import { NEW_USER_VALUES, sameUserForm, toUserInput } from './userFormValues';

describe('user form values', () => {
  it('starts a new user enabled and without a role', () => {
    expect(NEW_USER_VALUES).toEqual({ name: '', email: '', isActive: true, roleIds: [] });
  });

  it('sends trimmed names and addresses', () => {
    expect(toUserInput({ name: '  Nina ', email: ' nina@example.com ', isActive: false, roleIds: ['r1'] })).toEqual({
      name: 'Nina',
      email: 'nina@example.com',
      isActive: false,
      roleIds: ['r1'],
    });
  });

  it('counts real changes only', () => {
    const saved = { name: 'Nina', email: 'nina@example.com', isActive: true, roleIds: ['r1'] };
    expect(sameUserForm(saved, { ...saved, name: 'Nina  ' })).toBe(true);
    expect(sameUserForm(saved, { ...saved, name: 'Nino' })).toBe(false);
    expect(sameUserForm(saved, { ...saved, isActive: false })).toBe(false);
    expect(sameUserForm(saved, { ...saved, roleIds: ['r2'] })).toBe(false);
    expect(sameUserForm(saved, { ...saved, roleIds: [] })).toBe(false);
  });

  it('shows the spec messages for an empty new user', async () => {
    expect(await validateFields(userSchema, NEW_USER_VALUES)).toEqual({
      name: "User's name is required",
      email: "User's email address is required",
      roleIds: 'User role is required',
    });
    expect(await validateFields(userSchema, { ...NEW_USER_VALUES, name: 'N', email: 'nope', roleIds: ['r1'] })).toEqual({
      email: 'Email is not valid',
    });
  });
});
