// The brand's icon and image (spec 2, section 2.10): previews of what is stored or chosen, a type and size check before
// sending, the are-assets-active box, and a Save of its own that uploads through `POST /brand/update-images`.
import { Button, Caption1, Card, CardHeader, Checkbox, Spinner, Subtitle2, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ImageAddRegular, ImageRegular, SaveRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { commitLocalUpdate, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useNotify } from '../../app/notifications/useNotify';
import { errorMessage } from '../../relay/errorMessage';
import type { BrandAssetsCard_brand$key } from './__generated__/BrandAssetsCard_brand.graphql';
import { BRAND_IMAGE_ACCEPT, brandAssetsDirty, brandAssetsPayload, brandImageProblem } from './brandAssets';
import { uploadBrandImages } from './uploadBrandImages';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  slots: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalL },
  slot: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  slotLabel: { fontWeight: tokens.fontWeightSemibold },
  preview: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '120px',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    overflow: 'hidden',
    color: tokens.colorNeutralForeground4,
    fontSize: '32px',
  },
  chosen: { border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}` },
  image: { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' },
  fileName: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  problem: { color: tokens.colorPaletteRedForeground1 },
  hidden: { display: 'none' },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  save: { marginLeft: 'auto' },
});

type Slot = 'icon' | 'image';

export interface BrandAssetsCardProps {
  brand: BrandAssetsCard_brand$key;
  canEdit: boolean;
  /** Tells the page whether files or the box wait to be saved (the unsaved-changes prompt). */
  onDirtyChange(dirty: boolean): void;
}

export function BrandAssetsCard({ brand: brandKey, canEdit, onDirtyChange }: BrandAssetsCardProps) {
  const styles = useStyles();
  const brand = useFragment(
    graphql`
      fragment BrandAssetsCard_brand on Brand {
        id
        databaseId
        iconUrl
        imageUrl
        areAssetsActive
        modifiedDate
      }
    `,
    brandKey,
  );
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [files, setFiles] = useState<Record<Slot, File | null>>({ icon: null, image: null });
  const [problems, setProblems] = useState<Record<Slot, string | null>>({ icon: null, image: null });
  const [active, setActive] = useState(brand.areAssetsActive);
  const [saving, setSaving] = useState(false);
  const choice = { icon: files.icon, image: files.image, areAssetsActive: active };
  const dirty = brandAssetsDirty(choice, brand.areAssetsActive);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const choose = (slot: Slot, file: File | undefined) => {
    if (!file) return;
    const problem = brandImageProblem(file);
    setProblems((current) => ({ ...current, [slot]: problem }));
    if (!problem) setFiles((current) => ({ ...current, [slot]: file }));
  };

  const save = async () => {
    if (!dirty || saving) return;
    setSaving(true);
    try {
      const answer = await uploadBrandImages(brand.databaseId, brandAssetsPayload(choice), String(brand.modifiedDate));
      // The answer is the stored state: put it where every fragment of this brand reads it.
      commitLocalUpdate(environment, (store) => {
        const record = store.get(brand.id);
        if (!record) return;
        record.setValue(answer.iconUrl, 'iconUrl');
        record.setValue(answer.imageUrl, 'imageUrl');
        record.setValue(answer.areAssetsActive, 'areAssetsActive');
        record.setValue(answer.modifiedDate, 'modifiedDate');
      });
      setFiles({ icon: null, image: null });
      setActive(answer.areAssetsActive);
      notify.success('Brand images saved.', answer.areAssetsActive ? 'The icon and image are active.' : 'The icon and image are stored, not active.');
    } catch (error) {
      notify.error('Brand update failed', errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  // The palette's command outlives a render: it calls the latest save.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  const commands = useMemo<Command[]>(
    () => (canEdit ? [{ id: 'brand.saveImages', title: 'Save brand icon and image', group: 'Brand', keywords: ['assets', 'upload', 'logo'], disabled: !dirty || saving, run: () => void saveRef.current() }] : []),
    [canEdit, dirty, saving],
  );
  useRegisterCommands(commands);

  return (
    <Card className={styles.card} aria-labelledby="brand-assets-title">
      <CardHeader header={<Subtitle2 id="brand-assets-title">Icon and image</Subtitle2>} description={<Caption1>PNG, JPEG or WebP, up to 2 MB each.</Caption1>} />
      <div className={styles.slots}>
        <AssetSlot slot="icon" label="Icon" storedUrl={brand.iconUrl} file={files.icon} problem={problems.icon} canEdit={canEdit && !saving} onChoose={choose} />
        <AssetSlot slot="image" label="Image" storedUrl={brand.imageUrl} file={files.image} problem={problems.image} canEdit={canEdit && !saving} onChoose={choose} />
      </div>
      <div className={styles.footer}>
        <Checkbox label="Assets are active" checked={active} disabled={!canEdit || saving} onChange={(_event, data) => setActive(data.checked === true)} />
        {canEdit && (
          <Button className={styles.save} appearance="primary" icon={saving ? <Spinner size="tiny" /> : <SaveRegular />} disabled={!dirty || saving} onClick={() => void save()}>
            Save images
          </Button>
        )}
      </div>
    </Card>
  );
}

interface AssetSlotProps {
  slot: Slot;
  label: string;
  storedUrl: string | null | undefined;
  file: File | null;
  problem: string | null;
  canEdit: boolean;
  onChoose(slot: Slot, file: File | undefined): void;
}

function AssetSlot({ slot, label, storedUrl, file, problem, canEdit, onChoose }: AssetSlotProps) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? storedUrl ?? null;
  return (
    <div className={styles.slot}>
      <Text className={styles.slotLabel}>{label}</Text>
      <div className={mergeClasses(styles.preview, file ? styles.chosen : undefined)}>
        {shown ? <img className={styles.image} src={shown} alt={file ? `New ${label.toLowerCase()} preview` : `Current ${label.toLowerCase()}`} /> : <ImageRegular aria-label={`No ${label.toLowerCase()}`} />}
      </div>
      <Caption1 className={styles.fileName}>{file ? file.name : storedUrl ? 'Stored' : 'None stored'}</Caption1>
      {problem && (
        <Caption1 className={styles.problem} role="alert">
          {problem}
        </Caption1>
      )}
      {canEdit && (
        <>
          <input
            ref={input}
            className={styles.hidden}
            type="file"
            accept={BRAND_IMAGE_ACCEPT}
            aria-label={`${label} file`}
            onChange={(event) => {
              onChoose(slot, event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button size="small" icon={<ImageAddRegular />} onClick={() => input.current?.click()}>
            {shown ? `Replace ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
          </Button>
        </>
      )}
    </div>
  );
}
