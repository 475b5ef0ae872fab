// The brand gateway form's state: the person's changes over the server's values (brand overlay, location edits,
// relationship choices), the check before save and done with one notification per error, and the payload the frame
// sends. A reload (after a conflict) changes the server's values and keeps the changes on top of them.
import { useCallback, useMemo, useRef, useState } from 'react';
import { BRAND_GATEWAY_MESSAGES, type BrandStatus } from '../../../domain/brandGatewaySchemas';
import { useNotify } from '../../app/notifications/useNotify';
import { useCheckNotifications } from '../taskEditors/useCheckNotifications';
import type { EditorPurpose } from '../taskPage/taskEditor';
import { UNSAVED_CHANGES_TEXT, UNSAVED_LOCATIONS_TEXT } from '../taskPage/useUnsavedChangesPrompt';
import {
  brandValuesOf,
  changedBrandFields,
  exclusionReasonFollowUp,
  overlayOf,
  rowsAsSaved,
  savedValuesOf,
  withAllLocations,
  withExclusionReason,
  withInclusion,
  withLocationEdit,
  withNoWebsite,
  withRank,
  withRelationship,
  type BrandOverlay,
  type BrandRef,
  type BrandValues,
  type LocationEdit,
  type LocationEdits,
  type LocationValues,
  type Relationship,
} from './gatewayForm';
import { gatewayPayload } from './gatewayPayload';
import { validateGateway } from './gatewayValidation';

export const UNSAVED_RELATED_BRANDS_TEXT = 'There are related brands that are not saved...';

/** A location row as the table shows it: the server's values, and where it is. */
export interface ShownLocation {
  original: LocationValues;
  page: number;
}

export function useGatewayForm(server: BrandValues, serverMaster: BrandRef | null, brandModifiedDate: string) {
  const notify = useNotify();
  const [overlay, setOverlay] = useState<BrandOverlay>({});
  const [remembered, setRemembered] = useState('');
  const [master, setMaster] = useState<BrandRef | null | undefined>(undefined);
  const [edits, setEdits] = useState<Map<number, LocationEdit>>(() => new Map());
  const [choices, setChoices] = useState<Map<number, Relationship>>(() => new Map());
  const [loaded, setLoaded] = useState<Map<number, Relationship>>(() => new Map());
  const [rowErrors, setRowErrors] = useState<Map<number, string>>(() => new Map());
  const [commentAsked, setCommentAsked] = useState(false);
  /** One notification per error; a new check replaces the last check's, so the person sees this attempt's errors. */
  const showCheck = useCheckNotifications('gateway');
  /** The rows of the locations page on screen: done checks them too, not only the changed ones. */
  const shownRows = useRef<ShownLocation[]>([]);
  /** The location edits the last save wrote: the rows show them until the locations page has reloaded. */
  const saved = useRef<LocationEdits>(new Map());

  const values = useMemo(() => brandValuesOf(server, overlay), [server, overlay]);
  const masterBrand = master === undefined ? serverMaster : master;
  const changedFields = changedBrandFields(server, overlay);

  const setValues = useCallback((next: BrandValues) => setOverlay(overlayOf(server, next)), [server]);

  const brand = {
    set: <K extends keyof BrandValues>(key: K, value: BrandValues[K]) => setValues({ ...values, [key]: value }),
    rank: (rank: 'MASTER' | 'SLAVE') => {
      setValues(withRank(values, rank));
      if (rank === 'MASTER') setMaster(null);
    },
    inclusion: (status: BrandStatus) => setValues(withInclusion(values, status)),
    exclusionReason: (reason: string | null) => {
      setValues(withExclusionReason(values, reason));
      const followUp = exclusionReasonFollowUp(reason);
      if (followUp === 'vpnNotice') notify.warning(BRAND_GATEWAY_MESSAGES.vpnNotice);
      if (followUp === 'commentModal') setCommentAsked(true);
    },
    comment: (comment: string) => {
      setValues({ ...values, exclusionReasonComment: comment });
      setCommentAsked(false);
    },
    noWebsite: (on: boolean) => {
      const next = withNoWebsite(values, on, remembered);
      setValues(next.values);
      setRemembered(next.remembered);
    },
    master: (ref: BrandRef | null) => {
      setMaster(ref);
      setValues({ ...values, masterBrandId: ref?.id ?? null });
    },
  };

  const locations = {
    edit: (row: ShownLocation, next: LocationValues, newBrand: BrandRef | null = null) =>
      setEdits((current) => withLocationEdit(current, row.original, row.page, next, newBrand ?? current.get(row.original.id)?.newBrand ?? null)),
    editMove: (row: ShownLocation, next: LocationValues, newBrand: BrandRef | null) =>
      setEdits((current) => withLocationEdit(current, row.original, row.page, next, newBrand)),
    /** The bulk selector, on the rows the person sees (given by the panel at the click, not read from a render since). */
    all: (status: BrandStatus, rows: ShownLocation[]) => setEdits((current) => withAllLocations(current, rows, status)),
    valuesOf: (original: LocationValues) => edits.get(original.id)?.values ?? savedValuesOf(original, saved.current) ?? original,
    shown: (rows: ShownLocation[]) => {
      shownRows.current = rows;
    },
  };

  const relations = {
    choose: (id: number, relationship: Relationship) => setChoices((current) => withRelationship(current, loaded, id, relationship)),
    /** What a loaded page says about brands' relationships; a choice equal to it is no longer a change. */
    learn: (found: ReadonlyArray<[number, Relationship]>) =>
      setLoaded((current) => {
        if (found.every(([id, relationship]) => current.get(id) === relationship)) return current;
        const next = new Map(current);
        for (const [id, relationship] of found) next.set(id, relationship);
        return next;
      }),
  };

  const isDirty = changedFields.length > 0 || edits.size > 0 || choices.size > 0;
  const unsavedChangesText = edits.size > 0 ? UNSAVED_LOCATIONS_TEXT : choices.size > 0 ? UNSAVED_RELATED_BRANDS_TEXT : UNSAVED_CHANGES_TEXT;

  /** The check of spec 2 section 5 (done: the stricter one), one notification per error; the payload when it passes. */
  const payload = (purpose: EditorPurpose) => {
    const editedIds = new Set(edits.keys());
    const rows = [
      ...[...edits.values()].map((edit) => ({ values: edit.values, page: edit.page })),
      ...(purpose === 'resolve'
        ? rowsAsSaved(shownRows.current, saved.current)
            .filter((row) => !editedIds.has(row.original.id))
            .map((row) => ({ values: row.original, page: row.page }))
        : []),
    ];
    const result = validateGateway(purpose === 'resolve' ? 'done' : 'save', values, rows);
    setRowErrors(result.rowErrors);
    showCheck(result.messages);
    if (result.messages.length) return null;
    return { ...gatewayPayload(values, brandModifiedDate, edits, choices, loaded) };
  };

  /** After a save or resolve: the server's values are the truth again. */
  const reset = () => {
    saved.current = edits;
    setOverlay({});
    setMaster(undefined);
    setRemembered('');
    setEdits(new Map());
    setChoices(new Map());
    setLoaded(new Map());
    setRowErrors(new Map());
  };

  return {
    values,
    masterBrand,
    changedFields,
    edits,
    choices,
    loaded,
    rowErrors,
    commentAsked,
    setCommentAsked,
    brand,
    locations,
    relations,
    isDirty,
    unsavedChangesText,
    payload,
    reset,
  };
}

export type GatewayForm = ReturnType<typeof useGatewayForm>;
