// The brand page (spec 2, section 2.10): Go back, History, Clone (developer-type accounts only) and Save above the
// brand's fields, its menu, its icon and image, and its locations. Saving sends the version the edit was based on: a
// stale edit is refused with the server's CONFLICT message and the edits stay on the page.
import { Button, Spinner, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular, HistoryRegular, SaveRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import { brandDetailSchema } from '../../../domain/brandSchemas';
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
import type { BrandEditor_brand$key } from './__generated__/BrandEditor_brand.graphql';
import { BrandAssetsCard } from './BrandAssetsCard';
import { BrandDetailsForm, type BrandField } from './BrandDetailsForm';
import { brandFormValuesOf, sameBrandForm, type BrandFormValues } from './brandFormValues';
import { brandPath } from './brandLabels';
import { BrandLocationsPanel } from './BrandLocationsPanel';
import { BrandMenuCard } from './BrandMenuCard';
import { useBrandPageStyles } from './brandPageStyles';
import { RouterLink } from './RouterLink';
import { useCloneBrandMutation } from './useCloneBrandMutation';
import { useUpdateBrandMutation } from './useUpdateBrandMutation';

const HistoryDrawer = lazyWhenOpened(() => import('../history/HistoryDrawer').then((m) => m.HistoryDrawer));

const SAVE_SHORTCUT = 'mod+shift+s';
const HISTORY_SHORTCUT = 'h';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    // Narrow windows: the menu and images go under the form.
    '@media (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  saveHint: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export function BrandEditor({ brand: brandKey, isDeveloper }: { brand: BrandEditor_brand$key; isDeveloper: boolean }) {
  const pageStyles = useBrandPageStyles();
  const styles = useStyles();
  const brand = useFragment(
    graphql`
      fragment BrandEditor_brand on Brand {
        id
        databaseId
        name
        website
        isHasNoWebsiteConfirmed
        status
        hasOnlyUnsupportedBusinessTypes
        businessStatus
        useBrandNameAsLocationName
        useDishTypeIcon
        isForTesting
        locationCount
        brandGatewayTaskId
        modifiedDate
        ...BrandMenuCard_brand
        ...BrandAssetsCard_brand
      }
    `,
    brandKey,
  );
  useDocumentTitle(brand.name);
  const { can } = useSession();
  const canEdit = can('brand.update');
  const notify = useNotify();
  const navigate = useNavigate();
  const [update, saving] = useUpdateBrandMutation();
  const [clone, cloning] = useCloneBrandMutation();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [assetsDirty, setAssetsDirty] = useState(false);
  // Back to the list as it was left (its filters and page), when the brand was opened from it.
  const listSearch = (useLocation().state as { brandsSearch?: string } | null)?.brandsSearch ?? '';
  const listPath = `/brands${listSearch}`;

  // The form starts from the stored brand and again from what each save stored; a stale save keeps the edits.
  const [baseline, setBaseline] = useState<BrandFormValues>(() => brandFormValuesOf(brand));
  const [values, setValues] = useState<BrandFormValues>(baseline);
  const [errors, setErrors] = useState<FieldErrors<BrandField>>({});
  const [submitted, setSubmitted] = useState(false);
  const dirty = !sameBrandForm(values, baseline);

  const change = <Field extends BrandField>(field: Field, value: BrandFormValues[Field]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows a message, it follows the typing; before that, messages wait for blur or Save.
    if (submitted || errors[field]) void validateFields<BrandField>(brandDetailSchema, next).then((found) => setErrors(submitted ? found : { ...errors, [field]: found[field] }));
  };
  const checkField = (field: BrandField) => {
    if (values[field] === baseline[field]) return;
    void validateField<BrandField>(brandDetailSchema, field, values).then((message) => setErrors((current) => ({ ...current, [field]: message })));
  };

  const save = async () => {
    if (!dirty || saving || !canEdit) return;
    setSubmitted(true);
    const found = await validateFields<BrandField>(brandDetailSchema, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const saved = await update({ id: brand.id, values, isDeveloper, expectedModifiedDate: String(brand.modifiedDate) });
      setBaseline(saved);
      setValues(saved);
      setSubmitted(false);
      notify.success('Brand updated.', `${saved.name} has been successfully updated.`);
    } catch (error) {
      // A refusal naming a field of the form (the API's validation) shows under it too; the toast always says why.
      const fieldErrors: FieldErrors<BrandField> = {};
      for (const payload of graphQLErrorsOf(error)) {
        const field = payload.extensions?.field;
        if (typeof field === 'string' && field in values) fieldErrors[field as BrandField] ??= payload.message;
      }
      if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
      notify.error('Brand update failed', errorMessage(error));
    }
  };

  const cloneBrand = useCallback(async () => {
    try {
      const created = await clone(brand.id);
      notify.success('Brand cloned.', `${created.name} is a copy of ${brand.name}, marked for testing.`);
      void navigate(brandPath(created.databaseId));
    } catch (error) {
      notify.error('Brand clone failed.', errorMessage(error));
    }
  }, [clone, brand.id, brand.name, notify, navigate]);

  // Commands and shortcuts outlive a render: they call the latest save.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  const openHistory = useCallback(() => setHistoryOpen(true), []);
  const goBack = useCallback(() => void navigate(listPath), [navigate, listPath]);
  useShortcut(
    SAVE_SHORTCUT,
    (event) => {
      event.preventDefault();
      void saveRef.current();
    },
    { description: 'Save the brand', group: 'Brand', enabled: canEdit },
  );
  useShortcut(HISTORY_SHORTCUT, openHistory, { description: 'Open the history', group: 'Brand' });
  const commands = useMemo<Command[]>(() => {
    const list: Command[] = [
      { id: 'brand.save', title: 'Save brand', group: 'Brand', shortcut: SAVE_SHORTCUT, disabled: !canEdit || !dirty || saving, run: () => void saveRef.current() },
      { id: 'brand.history', title: 'Open brand history', group: 'Brand', shortcut: HISTORY_SHORTCUT, keywords: ['events', 'changes', brand.name], run: openHistory },
      { id: 'brand.back', title: 'Go back to brands', group: 'Brand', keywords: ['list', 'return'], run: goBack },
    ];
    if (values.website.trim()) {
      const site = values.website.trim();
      list.push({ id: 'brand.website', title: 'Open brand website', group: 'Brand', keywords: [site], run: () => void window.open(site, '_blank', 'noreferrer') });
    }
    if (isDeveloper) list.push({ id: 'brand.clone', title: 'Clone brand', group: 'Brand', keywords: ['copy', 'testing'], disabled: cloning, run: () => void cloneBrand() });
    return list;
  }, [canEdit, dirty, saving, brand.name, openHistory, goBack, values.website, isDeveloper, cloning, cloneBrand]);
  useRegisterCommands(commands);

  return (
    <div className={pageStyles.page}>
      <UnsavedChangesPrompt when={(dirty && !saving) || assetsDirty} />
      <PageHeader
        title={brand.name}
        subtitle={
          <>
            {`Brand ${brand.databaseId} · ${brand.locationCount} ${brand.locationCount === 1 ? 'location' : 'locations'}`}
            {brand.brandGatewayTaskId !== null && brand.brandGatewayTaskId !== undefined && (
              <>
                {' · '}
                <RouterLink to={`/tasks/brand-gateway/${brand.brandGatewayTaskId}`}>Brand gateway task {brand.brandGatewayTaskId}</RouterLink>
              </>
            )}
          </>
        }
        back={{ to: listPath, label: 'Go back' }}
        actions={
          <>
            <Tooltip content={<>History <ShortcutKeys keys={HISTORY_SHORTCUT} /></>} relationship="description" withArrow>
              <Button icon={<HistoryRegular />} onClick={openHistory}>
                History
              </Button>
            </Tooltip>
            {isDeveloper && (
              <Button icon={cloning ? <Spinner size="tiny" /> : <CopyRegular />} disabled={cloning} onClick={() => void cloneBrand()}>
                Clone
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
      <div className={styles.columns}>
        <div className={styles.column}>
          <BrandDetailsForm
            databaseId={brand.databaseId}
            modifiedDate={brand.modifiedDate}
            values={values}
            errors={errors}
            canEdit={canEdit}
            isDeveloper={isDeveloper}
            onChange={change}
            onBlur={checkField}
            onSubmit={() => void save()}
          />
        </div>
        <div className={styles.column}>
          <BrandMenuCard brand={brand} />
          <BrandAssetsCard brand={brand} canEdit={can('brand.updateImages')} onDirtyChange={setAssetsDirty} />
        </div>
      </div>
      <BrandLocationsPanel brandId={brand.id} locationCount={brand.locationCount} />
      <HistoryDrawer entityType="BRAND" entityIds={[brand.databaseId]} open={historyOpen} onClose={() => setHistoryOpen(false)} title={`History of ${brand.name}`} />
    </div>
  );
}
