// The location page (spec 2, section 2.11): Go back (to the brand), History, Clone location (location.clone only) and
// Save above the location's fields, its place and H&S data, its working hours and its menu. Saving sends the version
// the edit was based on: a stale edit is refused with the server's CONFLICT message and the edits stay on the page.
import { Button, Spinner, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular, HistoryRegular, SaveRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { locationFormSchema } from '../../../domain/locationSchemas';
import { ShortcutKeys } from '../../app/commands/ShortcutKeys';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useShortcut } from '../../app/commands/useShortcut';
import { useNotify } from '../../app/notifications/useNotify';
import { useSession } from '../../app/session/useSession';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { validateField, validateFields, type FieldErrors } from '../../components/formErrors';
import { lazyWhenOpened } from '../../components/lazyWhenOpened';
import { PageHeader } from '../../components/PageHeader';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { errorMessage, graphQLErrorsOf } from '../../relay/errorMessage';
import type { CreatedGoogleLocation } from '../places/useStorePlaceMutation';
import { brandPath, locationPath } from '../brands/brandLabels';
import { useBrandPageStyles } from '../brands/brandPageStyles';
import { RouterLink } from '../brands/RouterLink';
import type { LocationEditor_location$key } from './__generated__/LocationEditor_location.graphql';
import { LocationDetailsForm, type LocationField } from './LocationDetailsForm';
import { locationFormValuesOf, sameLocationForm, type LocationFormValues } from './locationFormValues';
import { LocationHealthAndSafetyCard } from './LocationHealthAndSafetyCard';
import { LocationMenuCard } from './LocationMenuCard';
import { useLocationPageStyles } from './locationPageStyles';
import { LocationPlaceCard } from './LocationPlaceCard';
import { LocationPlaceMatch } from './LocationPlaceMatch';
import { LocationWorkingHoursCard } from './LocationWorkingHoursCard';
import { useUpdateLocationMutation } from './useUpdateLocationMutation';

const HistoryDrawer = lazyWhenOpened(() => import('../history/HistoryDrawer').then((m) => m.HistoryDrawer));
const CloneLocationDialog = lazyWhenOpened(() => import('./CloneLocationDialog').then((m) => m.CloneLocationDialog));

const SAVE_SHORTCUT = 'mod+shift+s';
const HISTORY_SHORTCUT = 'h';

const useStyles = makeStyles({
  saveHint: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export function LocationEditor({ location: locationKey }: { location: LocationEditor_location$key }) {
  const pageStyles = useBrandPageStyles();
  const layout = useLocationPageStyles();
  const styles = useStyles();
  const location = useFragment(
    graphql`
      fragment LocationEditor_location on Location {
        id
        databaseId
        name
        website
        status
        isRestored
        businessStatus
        menuStatus
        modifiedDate
        brand {
          databaseId
          name
        }
        ...LocationPlaceCard_location
        ...LocationPlaceMatch_location
        ...LocationHealthAndSafetyCard_location
        ...LocationWorkingHoursCard_location
        ...LocationMenuCard_location
      }
    `,
    locationKey,
  );
  useDocumentTitle(location.name);
  const { can } = useSession();
  const canEdit = can('location.update');
  const canClone = can('location.clone');
  const notify = useNotify();
  const navigate = useNavigate();
  const [update, saving] = useUpdateLocationMutation();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [cloneOpen, setCloneOpen] = useState(false);
  const brandPagePath = brandPath(location.brand.databaseId);

  // The form starts from the stored location and again from what each save stored; a stale save keeps the edits.
  const [baseline, setBaseline] = useState<LocationFormValues>(() => locationFormValuesOf(location));
  const [values, setValues] = useState<LocationFormValues>(baseline);
  const [errors, setErrors] = useState<FieldErrors<LocationField>>({});
  const [submitted, setSubmitted] = useState(false);
  const dirty = !sameLocationForm(values, baseline);

  const change = (field: LocationField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows a message, it follows the typing; before that, messages wait for blur or Save.
    if (submitted || errors[field]) void validateFields<LocationField>(locationFormSchema, next).then((found) => setErrors(submitted ? found : { ...errors, [field]: found[field] }));
  };
  const checkField = (field: LocationField) => {
    if (values[field] === baseline[field]) return;
    void validateField<LocationField>(locationFormSchema, field, values).then((message) => setErrors((current) => ({ ...current, [field]: message })));
  };

  const save = async () => {
    if (!dirty || saving || !canEdit) return;
    setSubmitted(true);
    const found = await validateFields<LocationField>(locationFormSchema, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const saved = await update({ id: location.id, values, expectedModifiedDate: String(location.modifiedDate) });
      setBaseline(saved);
      setValues(saved);
      setSubmitted(false);
      notify.success('Location updated.', `${saved.name} has been successfully updated.`);
    } catch (error) {
      // A refusal naming a field of the form (the API's validation) shows under it too; the toast always says why.
      const fieldErrors: FieldErrors<LocationField> = {};
      for (const payload of graphQLErrorsOf(error)) {
        const field = payload.extensions?.field;
        if (field === 'name' || field === 'website') fieldErrors[field] ??= payload.message;
      }
      if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
      notify.error('Location update failed.', errorMessage(error));
    }
  };

  /**
   * The map's attach and detach save at once with the stored name and website (edits in the form stay unsaved, for its
   * own Save). A refusal is a notification and, thrown on, the picker's message under the map.
   */
  const savePlace = async (googleLocationId: number | null, done: string) => {
    try {
      await update({ id: location.id, values: baseline, expectedModifiedDate: String(location.modifiedDate), googleLocationId });
      notify.success('Location updated.', done);
    } catch (error) {
      notify.error('Location update failed.', errorMessage(error));
      throw error;
    }
  };
  const attachPlace = (place: CreatedGoogleLocation) => savePlace(place.databaseId, `${place.name} is attached to ${baseline.name}.`);
  const detachPlace = () => savePlace(null, `The place is detached from ${baseline.name}.`);

  // Commands and shortcuts outlive a render: they call the latest save.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  const openHistory = useCallback(() => setHistoryOpen(true), []);
  const openClone = useCallback(() => setCloneOpen(true), []);
  const goBack = useCallback(() => void navigate(brandPagePath), [navigate, brandPagePath]);
  useShortcut(
    SAVE_SHORTCUT,
    (event) => {
      event.preventDefault();
      void saveRef.current();
    },
    { description: 'Save the location', group: 'Location', enabled: canEdit },
  );
  useShortcut(HISTORY_SHORTCUT, openHistory, { description: 'Open the history', group: 'Location' });
  const commands = useMemo<Command[]>(() => {
    const list: Command[] = [
      { id: 'location.save', title: 'Save location', group: 'Location', shortcut: SAVE_SHORTCUT, disabled: !canEdit || !dirty || saving, run: () => void saveRef.current() },
      { id: 'location.history', title: 'Open location history', group: 'Location', shortcut: HISTORY_SHORTCUT, keywords: ['events', 'changes', location.name], run: openHistory },
      { id: 'location.back', title: 'Go back to the brand', group: 'Location', keywords: ['return', location.brand.name], run: goBack },
    ];
    if (canClone) list.push({ id: 'location.clone', title: 'Clone location', group: 'Location', keywords: ['copy', 'another brand'], run: openClone });
    return list;
  }, [canEdit, dirty, saving, location.name, location.brand.name, openHistory, goBack, canClone, openClone]);
  useRegisterCommands(commands);

  return (
    <div className={pageStyles.page}>
      <UnsavedChangesPrompt when={dirty && !saving} />
      <PageHeader
        title={location.name}
        subtitle={
          <>
            {`Location ${location.databaseId} of `}
            <RouterLink to={brandPagePath}>{location.brand.name}</RouterLink>
          </>
        }
        back={{ to: brandPagePath, label: 'Go back' }}
        actions={
          <>
            <Tooltip content={<>History <ShortcutKeys keys={HISTORY_SHORTCUT} /></>} relationship="description" withArrow>
              <Button icon={<HistoryRegular />} onClick={openHistory}>
                History
              </Button>
            </Tooltip>
            {canClone && (
              <Button icon={<CopyRegular />} onClick={openClone}>
                Clone location
              </Button>
            )}
            {canEdit && (
              <Tooltip content={<span className={styles.saveHint}>Save <ShortcutKeys keys={SAVE_SHORTCUT} /></span>} relationship="description" withArrow>
                <Button appearance="primary" icon={saving ? <Spinner size="tiny" /> : <SaveRegular />} disabled={!dirty || saving} onClick={() => void save()}>
                  Save
                </Button>
              </Tooltip>
            )}
          </>
        }
      />
      <div className={layout.columns}>
        <div className={layout.column}>
          <LocationDetailsForm
            facts={location}
            values={values}
            errors={errors}
            canEdit={canEdit}
            onChange={change}
            onBlur={checkField}
            onSubmit={() => void save()}
          />
          <LocationPlaceCard location={location}>
            <LocationPlaceMatch location={location} onAttach={attachPlace} onDetach={detachPlace} disabled={!canEdit || saving} />
          </LocationPlaceCard>
        </div>
        <div className={layout.column}>
          <LocationWorkingHoursCard location={location} />
          <LocationHealthAndSafetyCard location={location} />
        </div>
      </div>
      <LocationMenuCard location={location} />
      <HistoryDrawer entityType="LOCATION" entityIds={[location.databaseId]} open={historyOpen} onClose={() => setHistoryOpen(false)} title={`History of ${location.name}`} />
      {canClone && (
        <CloneLocationDialog
          open={cloneOpen}
          location={{ databaseId: location.databaseId, name: location.name, brandId: location.brand.databaseId }}
          onClose={() => setCloneOpen(false)}
          onCloned={(clone) => void navigate(locationPath(clone.databaseId))}
        />
      )}
    </div>
  );
}
