// The map's places: search, suggested matches, the map's settings and storing a provider's place, thin over
// server/places/ (the provider is chosen per request from the settings: placesProviderOf).
import { isSupportedPlace } from '../../../domain/places';
import { placesProviderOf } from '../../places/placesProviderOf';
import { searchPlaces } from '../../places/placeSearch';
import { placeSuggestions } from '../../places/placeSuggestions';
import type { FoundPlace } from '../../places/placesProvider';
import { createGoogleLocation } from '../../places/storePlace';
import type { MutationCreateGoogleLocationArgs, QueryPlaceSearchArgs, QueryPlaceSuggestionsArgs } from '../__generated__/resolvers';
import type { GraphQLContext } from '../context';
import { notFound } from '../errors';
import { parseId } from '../globalIds';

type Context = GraphQLContext;

const providerOf = ({ config, db }: Context) => placesProviderOf(config, db);

export const placeQueryResolvers = {
  placeSearch: (_parent: unknown, { text, bounds, limit }: QueryPlaceSearchArgs, context: Context) =>
    searchPlaces(context.db, providerOf(context), text, bounds, limit),
  async placeSuggestions(_parent: unknown, { brandId, locationIds, perLocation }: QueryPlaceSuggestionsArgs, context: Context) {
    const brand = await context.loaders.brand.load(parseId('Brand', brandId));
    if (!brand) throw notFound('Brand');
    return placeSuggestions(context.db, brand.id, locationIds ?? null, perLocation);
  },
  mapConfig: (_parent: unknown, _args: unknown, context: Context) => ({
    tilesUrl: context.config.mapTileUrl ?? null,
    tilesAttribution: context.config.mapTilesAttribution ?? null,
    placesProvider: providerOf(context).kind,
  }),
};

export const placeMutationResolvers = {
  createGoogleLocation: (_parent: unknown, { placeId }: MutationCreateGoogleLocationArgs, context: Context) =>
    createGoogleLocation(context.db, providerOf(context), placeId, context.viewer?.id ?? null),
};

export const placeTypeResolvers = {
  Place: {
    isSupported: (place: FoundPlace) => isSupportedPlace(place.types),
    googleLocation: (place: FoundPlace) => place.googleLocation ?? null,
  },
};
