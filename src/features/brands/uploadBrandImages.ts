// The brand's icon and image go to `POST /brand/update-images` (multipart: id, areAssetsActive, icon, image, and the
// brand's version as expectedModifiedDate, so a stale page is refused with 409) with the access token, not GraphQL. A refused token is renewed once through the app's single refresh, as GraphQL
// calls are, and the upload retried.
import { fetchWithAccessToken } from '../../relay/fetchWithAccessToken';
import type { BrandAssetsPayload } from './brandAssets';

export const UPDATE_IMAGES_URL = '/brand/update-images';

export interface BrandImagesAnswer {
  iconUrl: string | null;
  imageUrl: string | null;
  areAssetsActive: boolean;
  modifiedDate: string;
}

/** The server's words from a refusal body ({message} or GraphQL-style {errors}), else the status. */
async function refusalMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown; errors?: Array<{ message?: unknown }> };
    if (typeof body.message === 'string') return body.message;
    const first = body.errors?.[0]?.message;
    if (typeof first === 'string') return first;
  } catch {
    // Not JSON: fall through to the status.
  }
  return `The server answered ${response.status} ${response.statusText}`.trim() + '.';
}

export async function uploadBrandImages(brandId: number, payload: BrandAssetsPayload<File>, expectedModifiedDate: string): Promise<BrandImagesAnswer> {
  const body = () => {
    const form = new FormData();
    form.set('id', String(brandId));
    form.set('areAssetsActive', String(payload.areAssetsActive));
    form.set('expectedModifiedDate', expectedModifiedDate);
    if (payload.icon) form.set('icon', payload.icon, payload.icon.name);
    if (payload.image) form.set('image', payload.image, payload.image.name);
    return form;
  };
  const response = await fetchWithAccessToken(UPDATE_IMAGES_URL, () => ({ method: 'POST', body: body() }));
  if (!response.ok) throw new Error(await refusalMessage(response));
  return (await response.json()) as BrandImagesAnswer;
}
