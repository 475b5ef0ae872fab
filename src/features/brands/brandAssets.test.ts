import { describe, expect, it } from 'vitest';
import { MAX_BRAND_IMAGE_BYTES, brandAssetsDirty, brandAssetsPayload, brandImageProblem } from './brandAssets';

describe('brand assets', () => {
  it('sends areAssetsActive true only with a new icon or image and the box on', () => {
    expect(brandAssetsPayload({ icon: 'icon.png', image: null, areAssetsActive: true })).toEqual({ icon: 'icon.png', areAssetsActive: true });
    expect(brandAssetsPayload({ icon: null, image: 'image.png', areAssetsActive: true })).toEqual({ image: 'image.png', areAssetsActive: true });
    expect(brandAssetsPayload({ icon: 'i', image: 'm', areAssetsActive: false })).toEqual({ icon: 'i', image: 'm', areAssetsActive: false });
    expect(brandAssetsPayload({ icon: null, image: null, areAssetsActive: true })).toEqual({ areAssetsActive: false });
    expect(brandAssetsPayload({ icon: null, image: null, areAssetsActive: false })).toEqual({ areAssetsActive: false });
  });

  it('has something to save with a new file, or when active assets are switched off', () => {
    expect(brandAssetsDirty({ icon: null, image: null, areAssetsActive: false }, false)).toBe(false);
    expect(brandAssetsDirty({ icon: null, image: null, areAssetsActive: true }, true)).toBe(false);
    expect(brandAssetsDirty({ icon: null, image: null, areAssetsActive: true }, false)).toBe(false);
    expect(brandAssetsDirty({ icon: null, image: null, areAssetsActive: false }, true)).toBe(true);
    expect(brandAssetsDirty({ icon: 'i', image: null, areAssetsActive: false }, false)).toBe(true);
    expect(brandAssetsDirty({ icon: null, image: 'm', areAssetsActive: true }, true)).toBe(true);
  });

  it('accepts PNG, JPEG and WebP up to the cap, and nothing else', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) expect(brandImageProblem({ type, size: 10 })).toBeNull();
    expect(brandImageProblem({ type: 'image/svg+xml', size: 10 })).toBe('Choose a PNG, JPEG or WebP image.');
    expect(brandImageProblem({ type: 'image/gif', size: 10 })).toBe('Choose a PNG, JPEG or WebP image.');
    expect(brandImageProblem({ type: '', size: 10 })).toBe('Choose a PNG, JPEG or WebP image.');
    expect(brandImageProblem({ type: 'image/png', size: MAX_BRAND_IMAGE_BYTES })).toBeNull();
    expect(brandImageProblem({ type: 'image/png', size: MAX_BRAND_IMAGE_BYTES + 1 })).toBe('The file is larger than 2 MB.');
    expect(brandImageProblem({ type: 'image/png', size: 0 })).toBe('The file is empty.');
  });
});
