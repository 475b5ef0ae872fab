// Brands and locations: queries, mutations and their types' fields, thin over server/brands and server/locations.
// Brand fields here are merged after taskTypeResolvers' (server/graphql/schema.ts); the task lists hand over narrower
// brand objects, so a column they lack is read through the brand loader (brandColumn).
import { similarBrandNameSchema } from '../../../domain/brandGatewaySchemas';
import { isDeveloperAccount } from '../../../domain/developerAccounts';
import { listBrands, type BrandPageResult, type BrandSortingCriterion } from '../../brands/brandSearch';
import { cloneBrand, createBrand, updateBrand } from '../../brands/brandWrites';
import { countRelatedBrands, relatedBrands, type RelatedBrandRow } from '../../brands/relatedBrands';
import {
  similarBrandsByLocationWebsite,
  similarBrandsByName,
  similarMasterBrandsByLocationWebsite,
  similarMasterBrandsByName,
} from '../../brands/similarBrands';
import type { UserRow } from '../../db/userRows';
import { brandLocations, countBrandLocations, excludedLocationReasonsOf, originalBrandIdsOf } from '../../locations/locationQueries';
import { workingHoursOf } from '../../locations/workingHours';
import type {
  BrandLocationsArgs,
  BrandRelatedBrandsArgs,
  MutationCloneBrandArgs,
  MutationCreateBrandArgs,
  MutationUpdateBrandArgs,
  QueryBrandArgs,
  QueryBrandsArgs,
  QueryLocationArgs,
  QuerySimilarBrandsArgs,
  QuerySimilarMasterBrandsByLocationWebsiteArgs,
  QuerySimilarMasterBrandsByNameArgs,
} from '../__generated__/resolvers';
import type { GraphQLContext } from '../context';
import { notFound } from '../errors';
import { parseId, toGlobalId } from '../globalIds';
import type { BrandRow, GoogleLocationRow, LocationRow } from '../loaders';
import { validateArgument } from '../validate';
import { pageArgs } from './userResolvers';

type Context = GraphQLContext;
type None = Record<string, never>;

const isDeveloper = ({ config, viewer }: Context) =>
  viewer !== null && isDeveloperAccount(config.developerEmailPatterns, { email: viewer.email, roleName: viewer.roleName });
const who = (context: Context) => ({ userId: context.viewer?.id ?? null, isDeveloper: isDeveloper(context) });

async function existingBrand(context: Context, id: string): Promise<BrandRow> {
  const brand = await context.loaders.brand.load(parseId('Brand', id));
  if (!brand) throw notFound('Brand');
  return brand;
}

/** A column of the brand, read through the loader when the object at hand (a task list's brand) lacks it. */
async function brandColumn<K extends keyof BrandRow>(brand: Partial<BrandRow> & { id: number }, column: K, context: Context): Promise<BrandRow[K]> {
  if (column in brand) return brand[column] as BrandRow[K];
  const full = await context.loaders.brand.load(brand.id);
  if (!full) throw notFound('Brand');
  return full[column];
}
const column =
  <K extends keyof BrandRow>(name: K) =>
  (brand: BrandRow, _args: None, context: Context) =>
    brandColumn(brand, name, context);

const orNull = <T>(promise: Promise<T | null | undefined>) => promise.then((value) => value ?? null);

export const brandQueryResolvers = {
  brand: (_parent: unknown, { id }: QueryBrandArgs, context: Context) => context.loaders.brand.load(parseId('Brand', id)),
  location: (_parent: unknown, { id }: QueryLocationArgs, context: Context) => context.loaders.location.load(parseId('Location', id)),
  brands(_parent: unknown, { filters, page, pageSize, sortingCriterion, sortingOrder }: QueryBrandsArgs, { db }: Context) {
    return listBrands(db, filters ?? {}, pageArgs(page, pageSize, 10), (sortingCriterion ?? 'ID') as BrandSortingCriterion, sortingOrder);
  },
  async similarBrands(_parent: unknown, { id, name, pageSize, sortingCriterion, sortingOrder }: QuerySimilarBrandsArgs, context: Context) {
    const brand = await existingBrand(context, id);
    const term = name === null || name === undefined ? brand.name : await validateArgument(similarBrandNameSchema, name, 'name');
    const size = pageArgs(1, pageSize, 10).pageSize;
    return {
      byName: () => similarBrandsByName(context.db, brand.id, term, size, sortingCriterion, sortingOrder),
      byLocationWebsite: () => similarBrandsByLocationWebsite(context.db, brand.id, size, sortingOrder),
    };
  },
  async similarMasterBrandsByName(_parent: unknown, { id, page, pageSize }: QuerySimilarMasterBrandsByNameArgs, context: Context) {
    const brand = await existingBrand(context, id);
    const paging = pageArgs(page, pageSize, 5);
    return similarMasterBrandsByName(context.db, brand, paging.page, paging.pageSize);
  },
  async similarMasterBrandsByLocationWebsite(_parent: unknown, { id, page, pageSize }: QuerySimilarMasterBrandsByLocationWebsiteArgs, context: Context) {
    const brand = await existingBrand(context, id);
    const paging = pageArgs(page, pageSize, 5);
    return similarMasterBrandsByLocationWebsite(context.db, brand.id, paging.page, paging.pageSize);
  },
};

export const brandMutationResolvers = {
  createBrand: (_parent: unknown, { data }: MutationCreateBrandArgs, context: Context) =>
    context.db.transaction((tx) => createBrand(tx, data, context.viewer?.id ?? null)),
  updateBrand(_parent: unknown, { id, data, expectedModifiedDate }: MutationUpdateBrandArgs, context: Context) {
    const brandId = parseId('Brand', id);
    return context.db.transaction((tx) => updateBrand(tx, brandId, data, expectedModifiedDate, who(context)));
  },
  cloneBrand(_parent: unknown, { id }: MutationCloneBrandArgs, context: Context) {
    const brandId = parseId('Brand', id);
    return context.db.transaction((tx) => cloneBrand(tx, brandId, who(context)));
  },
};

/** Coordinates of the food-authority record, which keeps them under 'coordinates' (server/demo/buildBrands.ts). */
interface FsaRecord {
  [key: string]: unknown;
  coordinates?: { latitude?: number; longitude?: number } | null;
}
const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));
const numberOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

export const brandTypeResolvers = {
  Brand: {
    additionalUrls: async (brand: BrandRow, _args: None, context: Context) => (await brandColumn(brand, 'additional_urls', context)) ?? [],
    isHasNoWebsiteConfirmed: column('is_has_no_website_confirmed'),
    exclusionReasonComment: column('exclusion_reason_comment'),
    isMasterBrand: async (brand: BrandRow, _args: None, context: Context) => (await brandColumn(brand, 'rank', context)) === 'MASTER',
    originalBrands: async (brand: BrandRow, _args: None, context: Context) => {
      const brands = await Promise.all((await originalBrandIdsOf(context.db, brand.id)).map((id) => context.loaders.brand.load(id)));
      return brands.filter((found): found is NonNullable<typeof found> => found != null).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    },
    excludedLocationReasons: (brand: BrandRow, _args: None, context: Context) => excludedLocationReasonsOf(context.db, brand.id),
    masterBrand: async (brand: BrandRow, _args: None, context: Context) => {
      const masterId = await brandColumn(brand, 'master_brand_id', context);
      return masterId ? context.loaders.brand.load(masterId) : null;
    },
    useBrandNameAsLocationName: column('use_brand_name_as_location_name'),
    useDishTypeIcon: column('use_dish_type_icon'),
    isForTesting: column('is_for_testing'),
    areAssetsActive: column('are_assets_active'),
    hasMenu: async (brand: BrandRow, _args: None, context: Context) => (await brandColumn(brand, 'menu_id', context)) !== null,
    menu: async (brand: BrandRow, _args: None, context: Context) => {
      const menuId = await brandColumn(brand, 'menu_id', context);
      return menuId ? context.loaders.menu.load(menuId) : null;
    },
    brandGatewayTaskId: (brand: BrandRow, _args: None, context: Context) => context.loaders.brandGatewayTaskId.load(brand.id),
    createdDate: column('created_date'),
    locations(brand: BrandRow, { searchTerm, originalBrandId, page, pageSize }: BrandLocationsArgs, { db }: Context) {
      const paging = pageArgs(page, pageSize, 10);
      const filters = { searchTerm, originalBrandId };
      return {
        locations: () => brandLocations(db, brand.id, filters, paging.page, paging.pageSize),
        total: () => countBrandLocations(db, brand.id, filters),
      };
    },
    relatedBrands(brand: BrandRow, { page, pageSize }: BrandRelatedBrandsArgs, { db }: Context) {
      const paging = pageArgs(page, pageSize, 5);
      return {
        relatedBrands: () => relatedBrands(db, brand.id, paging.page, paging.pageSize),
        total: () => countRelatedBrands(db, brand.id),
      };
    },
  },
  BrandPage: {
    total: (page: BrandPageResult) => page.total(),
  },
  SimilarBrands: {
    byName: (similar: { byName: () => Promise<BrandRow[]> }) => similar.byName(),
    byLocationWebsite: (similar: { byLocationWebsite: () => Promise<BrandRow[]> }) => similar.byLocationWebsite(),
  },
  LocationPage: {
    locations: (page: { locations: () => Promise<LocationRow[]> }) => page.locations(),
    total: (page: { total: () => Promise<number> }) => page.total(),
  },
  RelatedBrandPage: {
    relatedBrands: (page: { relatedBrands: () => Promise<RelatedBrandRow[]> }) => page.relatedBrands(),
    total: (page: { total: () => Promise<number> }) => page.total(),
  },
  RelatedBrand: {
    brand: (related: RelatedBrandRow, _args: None, context: Context) => context.loaders.brand.load(related.related_id),
  },
  Location: {
    id: (location: LocationRow) => toGlobalId('Location', location.id),
    databaseId: (location: LocationRow) => location.id,
    brand: (location: LocationRow, _args: None, context: Context) => context.loaders.brand.load(location.brand_id),
    businessStatus: (location: LocationRow) => location.business_status,
    menuStatus: (location: LocationRow) => location.menu_status,
    exclusionReason: (location: LocationRow) => location.exclusion_reason,
    exclusionReasonComment: (location: LocationRow) => location.exclusion_reason_comment,
    originalBrand: (location: LocationRow, _args: None, context: Context) =>
      location.original_brand_id ? orNull(context.loaders.brand.load(location.original_brand_id)) : null,
    duplicateOf: (location: LocationRow, _args: None, context: Context) =>
      location.duplicate_of_id ? orNull(context.loaders.location.load(location.duplicate_of_id)) : null,
    fsaId: (location: LocationRow) => location.fsa_id,
    fsaLocation: (location: LocationRow) => location.fsa_location,
    googleLocation: (location: LocationRow, _args: None, context: Context) =>
      location.google_location_id ? orNull(context.loaders.googleLocation.load(location.google_location_id)) : null,
    googleMatchRank: (location: LocationRow) => location.google_match_rank,
    isHasNoGoogleMatchConfirmed: (location: LocationRow) => location.is_has_no_google_match_confirmed,
    formattedAddress: (location: LocationRow) => location.formatted_address,
    workingHours: (location: LocationRow) => workingHoursOf(location.working_hours),
    /**
     * The menu the location uses: its own (menu_id) unless it shares the brand's (SAME_AS_BRAND), none with NO_MENU.
     * menu_id is read whatever the status is (before menu definition no status is set, yet a menu may be stored).
     */
    menu: async (location: LocationRow, _args: None, context: Context) => {
      if (location.menu_status === 'NO_MENU') return null;
      if (location.menu_status === 'SAME_AS_BRAND') {
        const brand = await context.loaders.brand.load(location.brand_id);
        return brand?.menu_id ? orNull(context.loaders.menu.load(brand.menu_id)) : null;
      }
      return location.menu_id ? orNull(context.loaders.menu.load(location.menu_id)) : null;
    },
    /** Included again after an exclusion in its history; only included locations ask the (batched) history read. */
    isRestored: (location: LocationRow, _args: None, context: Context) =>
      location.status === 'INCLUDED' ? context.loaders.locationEverExcluded.load(location.id) : false,
    createdDate: (location: LocationRow) => location.created_date,
    modifiedDate: (location: LocationRow) => location.modified_date,
  },
  FsaLocation: {
    name: (fsa: FsaRecord) => text(fsa.name),
    addressLine1: (fsa: FsaRecord) => text(fsa.addressLine1),
    addressLine2: (fsa: FsaRecord) => text(fsa.addressLine2),
    addressLine3: (fsa: FsaRecord) => text(fsa.addressLine3),
    addressLine4: (fsa: FsaRecord) => text(fsa.addressLine4),
    formattedAddress: (fsa: FsaRecord) => text(fsa.formattedAddress),
    postCode: (fsa: FsaRecord) => text(fsa.postCode),
    businessType: (fsa: FsaRecord) => text(fsa.businessType),
    rating: (fsa: FsaRecord) => text(fsa.rating),
    ratingDate: (fsa: FsaRecord) => text(fsa.ratingDate),
    latitude: (fsa: FsaRecord) => numberOrNull(fsa.coordinates?.latitude ?? fsa.latitude),
    longitude: (fsa: FsaRecord) => numberOrNull(fsa.coordinates?.longitude ?? fsa.longitude),
  },
  GoogleLocation: {
    id: (place: GoogleLocationRow) => toGlobalId('GoogleLocation', place.id),
    databaseId: (place: GoogleLocationRow) => place.id,
    placeId: (place: GoogleLocationRow) => place.place_id,
    businessStatus: (place: GoogleLocationRow) => place.business_status,
    streetNumber: (place: GoogleLocationRow) => place.street_number,
    postCode: (place: GoogleLocationRow) => place.post_code,
    formattedAddress: (place: GoogleLocationRow) => place.formatted_address,
    rating: (place: GoogleLocationRow) => numberOrNull(place.rating),
    types: (place: GoogleLocationRow) => place.types ?? [],
  },
  User: {
    isDeveloper: (user: UserRow, _args: None, context: Context) =>
      isDeveloperAccount(context.config.developerEmailPatterns, { email: user.email, roleName: user.role_name }),
  },
};
