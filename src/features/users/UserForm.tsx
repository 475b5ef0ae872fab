// The user form of /users/create and /users/{id}: name, email, enabled and one role, checked with the spec's messages.
import { Button, Card, Dropdown, Field, Input, Option, Spinner, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useEffect, useState, type FormEvent } from 'react';
import { roleLabel } from '../../../domain/roles';
import { userSchema } from '../../../domain/userSchemas';
import { useShortcut } from '../../app/commands/useShortcut';
import { validateFields, type FieldErrors } from '../../components/formErrors';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';

export interface UserFormValues {
  name: string;
  email: string;
  isActive: boolean;
  roleIds: string[];
}

type UserField = keyof UserFormValues;

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXXL, maxWidth: '640px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
});

export interface UserFormProps {
  initial: UserFormValues;
  roles: ReadonlyArray<{ id: string; name: string }>;
  saving: boolean;
  /** Saves; answers whether it worked (the caller notifies either way). */
  onSubmit(values: UserFormValues): Promise<boolean>;
  /** Runs after a save once the form is clean again, so leaving the page is not blocked. */
  onSaved?(): void;
  onCancel(): void;
}

export function UserForm({ initial, roles, saving, onSubmit, onSaved, onCancel }: UserFormProps) {
  const styles = useStyles();
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<UserField>>({});
  const [submitted, setSubmitted] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);

  useEffect(() => {
    if (!justSaved) return;
    setJustSaved(false);
    onSaved?.();
  }, [justSaved, onSaved]);

  const change = <Field extends UserField>(field: Field, value: UserFormValues[Field]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) void validateFields(userSchema, next).then(setErrors);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!dirty || saving) return;
    setSubmitted(true);
    const found = await validateFields(userSchema, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const saved = await onSubmit(values);
    if (!saved) return;
    setSubmitted(false);
    setBaseline(values);
    setJustSaved(true);
  };

  useShortcut('mod+shift+s', (event) => {
    event.preventDefault();
    void submit();
  }, { description: 'Save the user' });

  const selectedRole = roles.find((role) => role.id === values.roleIds[0]);

  return (
    <Card className={styles.card}>
      <UnsavedChangesPrompt when={dirty && !saving} />
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Name" required validationMessage={errors.name} validationState={errors.name ? 'error' : 'none'}>
          <Input value={values.name} autoFocus onChange={(_event, data) => change('name', data.value)} />
        </Field>
        <Field label="Email" required validationMessage={errors.email} validationState={errors.email ? 'error' : 'none'}>
          <Input type="email" value={values.email} onChange={(_event, data) => change('email', data.value)} />
        </Field>
        <Field label="Role" required validationMessage={errors.roleIds} validationState={errors.roleIds ? 'error' : 'none'}>
          <Dropdown
            placeholder="Choose a role"
            value={selectedRole ? roleLabel(selectedRole.name) : ''}
            selectedOptions={values.roleIds}
            onOptionSelect={(_event, data) => data.optionValue && change('roleIds', [data.optionValue])}
          >
            {roles.map((role) => (
              <Option key={role.id} value={role.id}>
                {roleLabel(role.name)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label="Enabled">
          <Switch checked={values.isActive} onChange={(_event, data) => change('isActive', data.checked)} label={values.isActive ? 'Can sign in' : 'Cannot sign in'} />
        </Field>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" icon={saving ? <Spinner size="tiny" /> : <SaveRegular />} disabled={!dirty || saving}>
            Save
          </Button>
          <Button type="button" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
