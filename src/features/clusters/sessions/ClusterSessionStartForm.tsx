// The cluster's session start form (spec 3, sections 2, 5 and 8), the one the step offers: by statuses during SCRAPING
// (menu statuses, NEW by default, and scraping statuses), by roles or ids during TEMPLATE_VALIDATION (menu ids, which
// disable and clear the roles and the random count; roles LEAD, COMPLEX and CORE and 0 random menus by default); both
// with the time slot fields. Checked with the shared schemas, then started through useSessionStart (zero slots asked
// first, the planner's confirmations, the failure title). Only the assignee or an admin may start (editRefusal).
import { Button, Dropdown, Field, Input, Option, Subtitle2, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import type { AnyObjectSchema } from 'yup';
import { MENU_STATUSES } from '../../../../domain/menuValues';
import {
  clusterRolesOrIdsSessionSchema,
  clusterStatusesSessionSchema,
  MENU_SCRAPING_STATUSES,
  needsZeroTimeSlotsConfirmation,
  type ClusterRolesOrIdsSessionInput,
  type ClusterStatusesSessionInput,
} from '../../../../domain/scrapingSessionSchemas';
import { CLUSTER_ROLES, RANDOMLY_SELECTED_MENU_COUNT, SESSION_START_TEXTS } from '../../../../domain/scrapingSessions';
import { useRegisterCommands, type Command } from '../../../app/commands/useRegisterCommands';
import { validateFields, type FieldErrors } from '../../../components/formErrors';
import { SessionStartDialogs } from '../../sessions/SessionStartDialogs';
import { useSessionStart } from '../../sessions/useSessionStart';
import { humanizeEnum } from '../../tasks/taskListLogic';
import {
  hasMenuIds,
  rolesOrIdsSessionDefaults,
  rolesOrIdsSessionInput,
  statusesSessionDefaults,
  statusesSessionInput,
  withMenuIds,
  type RolesOrIdsSessionValues,
  type StatusesSessionValues,
} from './clusterSessionFormValues';
import { useStartClusterSessionByRolesOrIdsMutation, useStartClusterSessionByStatusesMutation } from './clusterSessionMutations';
import { TimeSlotFields } from './TimeSlotFields';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`, alignItems: 'start' },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  dropdown: { minWidth: '220px' },
});

export type ClusterSessionFormKind = 'ROLES_OR_IDS' | 'STATUSES';
type SessionToSend = { kind: 'STATUSES'; values: ClusterStatusesSessionInput } | { kind: 'ROLES_OR_IDS'; values: ClusterRolesOrIdsSessionInput };

interface Props {
  kind: ClusterSessionFormKind;
  clusterId: string;
  areWorkingHoursIrrelevant: boolean;
  /** Why the viewer may not start a session (not the assignee nor an admin); null when they may. */
  editRefusal: string | null;
  onStarted(): void;
}

export function ClusterSessionStartForm({ kind, clusterId, areWorkingHoursIrrelevant, editRefusal, onStarted }: Props) {
  const styles = useStyles();
  const [statuses, setStatuses] = useState<StatusesSessionValues>(() => statusesSessionDefaults(areWorkingHoursIrrelevant));
  const [rolesOrIds, setRolesOrIds] = useState<RolesOrIdsSessionValues>(() => rolesOrIdsSessionDefaults(areWorkingHoursIrrelevant));
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const byStatuses = useStartClusterSessionByStatusesMutation();
  const byRolesOrIds = useStartClusterSessionByRolesOrIdsMutation();

  const rolesOrIdsSchema = useMemo(() => clusterRolesOrIdsSessionSchema(areWorkingHoursIrrelevant), [areWorkingHoursIrrelevant]);

  // The form as checked when Start was pressed: what the first send and a confirmed resend both carry.
  const start = useSessionStart<SessionToSend>({
    failureTitle: SESSION_START_TEXTS.sessionStartFailed,
    successNotice: SESSION_START_TEXTS.sessionStarted,
    send: (checked, isStartSessionConfirmed) =>
      checked.kind === 'STATUSES'
        ? byStatuses.run({ menuScrapingClusterId: clusterId, data: statusesSessionInput(checked.values, isStartSessionConfirmed) })
        : byRolesOrIds.run({ menuScrapingClusterId: clusterId, data: rolesOrIdsSessionInput(checked.values, isStartSessionConfirmed) }),
    onStarted,
  });

  const submit = async () => {
    if (editRefusal !== null || start.busy) return;
    const found =
      kind === 'STATUSES' ? await validateFields<string>(clusterStatusesSessionSchema as AnyObjectSchema, { ...statuses }) : await validateFields<string>(rolesOrIdsSchema as AnyObjectSchema, { ...rolesOrIds });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const checked: SessionToSend =
      kind === 'STATUSES' ? { kind, values: clusterStatusesSessionSchema.cast(statuses) } : { kind, values: rolesOrIdsSchema.cast(rolesOrIds) };
    start.request(checked, needsZeroTimeSlotsConfirmation(checked.values));
  };

  const commands = useMemo<Command[]>(
    () => [{ id: 'cluster.session.start', title: 'Start session', group: 'Cluster', keywords: ['scraping', 'session', 'rerun'], disabled: editRefusal !== null || start.busy, run: () => void submit() }],
    // The command reads the form through submit: re-register when what it reads changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editRefusal, start.busy, statuses, rolesOrIds, kind],
  );
  useRegisterCommands(commands);

  const disabled = editRefusal !== null;
  const multi = (label: string, options: readonly string[], chosen: string[], onChange: (selected: string[]) => void, error: string | undefined, off = false) => (
    <Field label={label} validationMessage={error}>
      <Dropdown
        className={styles.dropdown}
        multiselect
        placeholder="None"
        aria-label={label}
        disabled={disabled || off}
        value={chosen.map(humanizeEnum).join(', ')}
        selectedOptions={chosen}
        onOptionSelect={(_event, data) => onChange(data.selectedOptions)}
      >
        {options.map((option) => (
          <Option key={option} value={option}>
            {humanizeEnum(option)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );

  const idsTyped = hasMenuIds(rolesOrIds.menuIds);
  return (
    <form
      className={styles.form}
      aria-label={kind === 'STATUSES' ? 'Start a scraping session' : 'Start a validation session'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Subtitle2 as="h3">{kind === 'STATUSES' ? 'Start a scraping session by menu statuses' : 'Start a validation session by roles or menu ids'}</Subtitle2>
      <div className={styles.fields}>
        {kind === 'STATUSES' ? (
          <>
            {multi('Menu statuses', MENU_STATUSES, statuses.menuStatuses, (menuStatuses) => setStatuses({ ...statuses, menuStatuses }), errors.menuStatuses)}
            {multi('Scraping statuses', MENU_SCRAPING_STATUSES, statuses.scrapingStatuses, (scrapingStatuses) => setStatuses({ ...statuses, scrapingStatuses }), errors.scrapingStatuses)}
            <TimeSlotFields<StatusesSessionValues> values={statuses} errors={errors} disabled={disabled} onChange={setStatuses} />
          </>
        ) : (
          <>
            <Field label="Menu ids" validationMessage={errors.menuIds} hint="Comma-separated; ids replace the roles and the random menus">
              <Input value={rolesOrIds.menuIds} disabled={disabled} placeholder="e.g. 101, 102" onChange={(_event, data) => setRolesOrIds(withMenuIds(rolesOrIds, data.value))} />
            </Field>
            {multi('Menu roles', CLUSTER_ROLES, rolesOrIds.menuRoles, (menuRoles) => setRolesOrIds({ ...rolesOrIds, menuRoles }), errors.menuRoles, idsTyped)}
            <Field label="Randomly selected menu count" validationMessage={errors.randomlySelectedMenuCount} hint={`${RANDOMLY_SELECTED_MENU_COUNT.min} to ${RANDOMLY_SELECTED_MENU_COUNT.max} other menus of the cluster`}>
              <Input
                type="number"
                min={RANDOMLY_SELECTED_MENU_COUNT.min}
                max={RANDOMLY_SELECTED_MENU_COUNT.max}
                value={rolesOrIds.randomlySelectedMenuCount}
                disabled={disabled || idsTyped}
                onChange={(_event, data) => setRolesOrIds({ ...rolesOrIds, randomlySelectedMenuCount: data.value })}
              />
            </Field>
            <TimeSlotFields<RolesOrIdsSessionValues> values={rolesOrIds} errors={errors} disabled={disabled} onChange={setRolesOrIds} />
          </>
        )}
      </div>
      <div className={styles.actions}>
        <Tooltip content={editRefusal ?? 'Plan the menus into time slots and start scraping them'} relationship="description" withArrow>
          <Button appearance="primary" type="submit" icon={<PlayRegular />} disabledFocusable={disabled || start.busy}>
            Start session
          </Button>
        </Tooltip>
      </div>
      <SessionStartDialogs prompt={start.prompt} busy={start.busy} onConfirm={start.confirm} onCancel={start.cancel} />
    </form>
  );
}
