// The brand's icon and image upload (spec 2, section 2.10, `POST /brand/update-images`): which files the page accepts
// before sending (the server checks again, with the same types and cap) and what the form sends.

/** PNG, JPEG and WebP only: SVG can carry script and is refused. */
export const BRAND_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp']);
export const BRAND_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';
export const MAX_BRAND_IMAGE_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be uploaded, or null when it can. */
export function brandImageProblem(file: { type: string; size: number }): string | null {
  if (!BRAND_IMAGE_TYPES.has(file.type)) return 'Choose a PNG, JPEG or WebP image.';
  if (file.size > MAX_BRAND_IMAGE_BYTES) return `The file is larger than ${MAX_BRAND_IMAGE_BYTES / 1024 / 1024} MB.`;
  if (file.size === 0) return 'The file is empty.';
  return null;
}

export interface BrandAssetsChoice<FileLike> {
  icon: FileLike | null;
  image: FileLike | null;
  areAssetsActive: boolean;
}

export interface BrandAssetsPayload<FileLike> {
  icon?: FileLike;
  image?: FileLike;
  areAssetsActive: boolean;
}

/** areAssetsActive goes as true only when a new icon or image is sent and the box is on (spec 2, section 2.10). */
export function brandAssetsPayload<FileLike>(choice: BrandAssetsChoice<FileLike>): BrandAssetsPayload<FileLike> {
  const changed = choice.icon !== null || choice.image !== null;
  const payload: BrandAssetsPayload<FileLike> = { areAssetsActive: changed && choice.areAssetsActive };
  if (choice.icon !== null) payload.icon = choice.icon;
  if (choice.image !== null) payload.image = choice.image;
  return payload;
}

/**
 * The assets form has something to save: a new file, or active assets switched off. Ticking the box alone saves
 * nothing, since without a new file the rule above sends false.
 */
export const brandAssetsDirty = <FileLike>(choice: BrandAssetsChoice<FileLike>, storedActive: boolean): boolean =>
  choice.icon !== null || choice.image !== null || (storedActive && !choice.areAssetsActive);
