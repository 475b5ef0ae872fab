// The form of /users/create and /users/{id}: Name, Email, Role (one choice) and Enabled, checked with the spec's
// messages. Save is enabled once something changed; mod+shift+s saves; leaving with unsaved changes asks first.
import { Button, Card, Caption1, Divider, Dropdown, Field, Input, Option, Spinner, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { roleLabel } from '../../../domain/roles';
import { userSchema } from '../../../domain/userSchemas';
import { ShortcutKeys } from '../../app/commands/ShortcutKeys';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useShortcut } from '../../app/commands/useShortcut';
import { validateField, validateFields, type FieldErrors } from '../../components/formErrors';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { sameUserForm, type UserFormValues } from './userFormValues';
import type { UserFieldErrors } from './userSaveErrors';

type UserField = keyof UserFormValues;

const SAVE_SHORTCUT = 'mod+shift+s';

const useStyles = makeStyles({
  card: { paddingBlock: tokens.spacingVerticalXL, paddingInline: tokens.spacingHorizontalXXL, gap: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  hint: { marginLeft: 'auto', display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
});

export interface UserFormProps {
  initial: UserFormValues;
  roles: ReadonlyArray<{ id: string; name: string }>;
  saving: boolean;
  /**
   * Saves; answers whether it worked (the caller notifies either way), or the field errors of a refusal that belongs on
   * the form's fields (a taken email address), which the form then shows under those fields.
   */
  onSubmit(values: UserFormValues): Promise<boolean | UserFieldErrors>;
  /** Runs after a successful save once the form is clean again, so leaving the page is not blocked. */
  onSaved?(): void;
  onCancel(): void;
  cancelLabel?: string;
  /** Why the signed-in person may not give a role (domain/roleGrants.ts); such roles are shown but cannot be chosen. */
  roleRefusal?: (roleName: string) => string | null;
  /** Why the role cannot be changed at all here (one's own account), or null. */
  roleLockedReason?: string | null;
}

export function UserForm({ initial, roles, saving, onSubmit, onSaved, onCancel, cancelLabel = 'Cancel', roleRefusal, roleLockedReason = null }: UserFormProps) {
  const styles = useStyles();
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<UserField>>({});
  const [submitted, setSubmitted] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const dirty = !sameUserForm(values, baseline);

  useEffect(() => {
    if (!justSaved) return;
    setJustSaved(false);
    onSaved?.();
  }, [justSaved, onSaved]);

  const change = <Field extends UserField>(field: Field, value: UserFormValues[Field]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows a message, it follows the typing; before that, messages wait for blur or Save.
    if (submitted || errors[field]) void validateFields(userSchema, next).then((found) => setErrors(submitted ? found : { ...errors, [field]: found[field] }));
  };

  const checkField = (field: UserField) => {
    if (values[field] === baseline[field]) return;
    void validateField(userSchema, field, values).then((message) => setErrors((current) => ({ ...current, [field]: message })));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!dirty || saving) return;
    setSubmitted(true);
    const found = await validateFields(userSchema, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const saved = await onSubmit(values);
    if (typeof saved === 'object') setErrors(saved);
    if (saved !== true) return;
    setSubmitted(false);
    setBaseline(values);
    setJustSaved(true);
  };

  // Commands and shortcuts outlive a render: they call the latest submit.
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });
  useShortcut(
    SAVE_SHORTCUT,
    (event) => {
      event.preventDefault();
      void submitRef.current();
    },
    { description: 'Save the user', group: 'User' },
  );
  const commands = useMemo<Command[]>(
    () => [{ id: 'user.save', title: 'Save user', group: 'User', shortcut: SAVE_SHORTCUT, disabled: !dirty || saving, run: () => void submitRef.current() }],
    [dirty, saving],
  );
  useRegisterCommands(commands);

  const selectedRole = roles.find((role) => role.id === values.roleIds[0]);
  const someRoleRefused = roles.some((role) => roleRefusal?.(role.name));
  const roleHint = roleLockedReason ?? (someRoleRefused ? 'What the person may see and do follows from their role. Roles with permissions your own role does not have cannot be given.' : 'What the person may see and do follows from their role.');
  const fieldState = (field: UserField) => (errors[field] ? 'error' : 'none');

  return (
    <Card className={styles.card}>
      <UnsavedChangesPrompt when={dirty && !saving} />
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="User">
        <Field label="Name" required validationMessage={errors.name} validationState={fieldState('name')}>
          <Input value={values.name} autoFocus autoComplete="off" onChange={(_event, data) => change('name', data.value)} onBlur={() => checkField('name')} />
        </Field>
        <Field label="Email" required validationMessage={errors.email} validationState={fieldState('email')}>
          <Input type="email" value={values.email} autoComplete="off" onChange={(_event, data) => change('email', data.value)} onBlur={() => checkField('email')} />
        </Field>
        <Field label="Role" required validationMessage={errors.roleIds} validationState={fieldState('roleIds')} hint={roleHint}>
          <Dropdown
            placeholder="Choose a role"
            value={selectedRole ? roleLabel(selectedRole.name) : ''}
            selectedOptions={values.roleIds}
            disabled={roleLockedReason !== null}
            onOptionSelect={(_event, data) => data.optionValue && change('roleIds', [data.optionValue])}
          >
            {roles.map((role) => {
              const refusal = roleRefusal?.(role.name) ?? null;
              return (
                <Option key={role.id} value={role.id} disabled={refusal !== null} title={refusal ?? undefined}>
                  {roleLabel(role.name)}
                </Option>
              );
            })}
          </Dropdown>
        </Field>
        <Field label="Enabled" hint={values.isActive ? 'The person can sign in.' : 'The person cannot sign in.'}>
          <Switch checked={values.isActive} onChange={(_event, data) => change('isActive', data.checked)} />
        </Field>
        <Divider />
        <div className={styles.footer}>
          <Button type="submit" appearance="primary" icon={saving ? <Spinner size="tiny" /> : <SaveRegular />} disabled={!dirty || saving}>
            Save
          </Button>
          <Button type="button" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Caption1 className={styles.hint}>
            Save with <ShortcutKeys keys={SAVE_SHORTCUT} />
          </Caption1>
        </div>
      </form>
    </Card>
  );
}
