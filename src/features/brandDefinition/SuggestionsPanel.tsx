// Suggested matches (issue 10): for the page's locations still without a decision, their best candidate places
// (Query.placeSuggestions: name similarity and distance, score shown), read as one queue. Y accepts the highlighted
// candidate (the location takes the place, rank MANUAL) and the highlight moves on to the next location; N skips it
// (the location's next candidate, then on). Clicking a candidate highlights it; the map follows the highlight.
import { Badge, Button, Spinner, Text, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, CheckmarkRegular, LightbulbRegular, NextRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { ShortcutKeys } from '../../app/commands/ShortcutKeys';
import { errorMessage } from '../../relay/errorMessage';
import { PagedPanel } from '../../components/PagedPanel';
import { canAttach, type FoundPlace } from './attachablePlace';
import type { SuggestionsPanelQuery, SuggestionsPanelQuery$data } from './__generated__/SuggestionsPanelQuery.graphql';
import { candidateAt, highlightedSuggestion, openLocationsWithCandidates, suggestionKey, withSkipped, type SuggestionCursor } from './suggestionQueue';

export const SUGGESTIONS_PER_LOCATION = 3;

const query = graphql`
  query SuggestionsPanelQuery($brandId: ID!, $locationIds: [Int!], $perLocation: Int) {
    placeSuggestions(brandId: $brandId, locationIds: $locationIds, perLocation: $perLocation) {
      locationId
      suggestions {
        score
        nameSimilarity
        distanceMeters
        place {
          placeId
          name
          formattedAddress
          latitude
          longitude
          types
          isSupported
        }
      }
    }
  }
`;

export type LocationSuggestions = SuggestionsPanelQuery$data['placeSuggestions'][number];
export type Suggestion = LocationSuggestions['suggestions'][number];

const useStyles = makeStyles({
  panel: { height: '100%' },
  hint: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3, flexWrap: 'wrap' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxHeight: '384px', overflowY: 'auto', paddingRight: tokens.spacingHorizontalXS },
  location: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  locationHead: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  candidate: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    textAlign: 'start',
    width: '100%',
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  highlighted: { border: `2px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2, ':hover': { backgroundColor: tokens.colorBrandBackground2Hover } },
  skipped: { opacity: 0.55 },
  candidateText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, paddingTop: tokens.spacingVerticalXS },
  empty: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalS },
});

export interface SuggestionKeys {
  accept(): void;
  skip(): void;
}

export interface SuggestionsPanelProps {
  brandId: number;
  /** The page's locations to suggest for, in table order: without a decision on the server, or opened again in the form. */
  locationIds: readonly number[];
  names: ReadonlyMap<number, string>;
  /** Still without a decision in the form (a row accepted or decided otherwise drops out of the queue). */
  isOpen(locationId: number): boolean;
  accept(locationId: number, place: FoundPlace): Promise<void>;
  /** The highlighted candidate changed: the map shows it next to its location. */
  onHighlight(highlight: { locationId: number; place: FoundPlace } | null): void;
  keys: MutableRefObject<SuggestionKeys | null>;
  readOnly: boolean;
  refreshKey: number;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;
const distance = (meters: number) => (meters < 1000 ? `${Math.round(meters)} m` : `${(meters / 1000).toFixed(1)} km`);

export function SuggestionsPanel({ brandId, locationIds, names, isOpen, accept, onHighlight, keys, readOnly, refreshKey }: SuggestionsPanelProps) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const [entries, setEntries] = useState<readonly LocationSuggestions[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(() => new Set());
  const [from, setFrom] = useState<SuggestionCursor | null>(null);
  const [accepting, setAccepting] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const idsKey = locationIds.join(',');

  useEffect(() => {
    if (idsKey === '') {
      setEntries([]);
      return;
    }
    setEntries(null);
    setFailure(null);
    const subscription = fetchQuery<SuggestionsPanelQuery>(
      environment,
      query,
      { brandId: String(brandId), locationIds: idsKey.split(',').map(Number), perLocation: SUGGESTIONS_PER_LOCATION },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => {
        // Table order, so the run follows the rows.
        const order = idsKey.split(',').map(Number);
        setEntries([...data.placeSuggestions].sort((a, b) => order.indexOf(a.locationId) - order.indexOf(b.locationId)));
        setSkipped(new Set());
        setFrom(null);
      },
      error: (error: unknown) => setFailure(errorMessage(error)),
    });
    return () => subscription.unsubscribe();
  }, [environment, brandId, idsKey, attempt, refreshKey]);

  const rules = useMemo(() => ({ isOpen, isAttachable: (candidate: Suggestion) => canAttach(candidate.place), skipped }), [isOpen, skipped]);
  const cursor = useMemo(() => (entries ? highlightedSuggestion(entries, rules, from) : null), [entries, rules, from]);
  const highlighted = entries ? candidateAt(entries, cursor) : null;
  const remaining = entries ? openLocationsWithCandidates(entries, rules) : 0;

  const highlightKey = cursor && highlighted ? suggestionKey(cursor, highlighted.place.placeId) : '';
  useEffect(() => {
    onHighlight(cursor && highlighted ? { locationId: cursor.locationId, place: highlighted.place } : null);
    listRef.current?.querySelector<HTMLElement>('[data-highlighted="true"]')?.scrollIntoView({ block: 'nearest' });
    // The highlight's identity decides; the callback is the workspace's latest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [highlightKey]);

  const acceptHighlighted = useCallback(async () => {
    if (!cursor || !highlighted || readOnly || accepting) return;
    setAccepting(true);
    try {
      await accept(cursor.locationId, highlighted.place);
      setFrom(cursor);
    } finally {
      setAccepting(false);
    }
  }, [cursor, highlighted, readOnly, accepting, accept]);
  const skipHighlighted = useCallback(() => {
    if (!cursor || !entries) return;
    setSkipped((current) => withSkipped(current, entries, cursor));
    setFrom(cursor);
  }, [cursor, entries]);

  useEffect(() => {
    keys.current = { accept: () => void acceptHighlighted(), skip: skipHighlighted };
  });

  const shownEntries = (entries ?? []).filter((entry) => entry.suggestions.length > 0 || isOpen(entry.locationId));

  return (
    <PagedPanel
      className={styles.panel}
      title="Suggested matches"
      total={entries ? remaining : null}
      toolbar={
        <Tooltip content="Ask for suggestions again" relationship="label">
          <Button size="small" appearance="subtle" icon={<ArrowClockwiseRegular />} onClick={() => setAttempt((value) => value + 1)} />
        </Tooltip>
      }
    >
      <Text size={200} className={styles.hint}>
        <LightbulbRegular aria-hidden="true" />
        Places near each unmatched location on this page, best first.
        <span>
          <ShortcutKeys keys="y" /> accept
        </span>
        <span>
          <ShortcutKeys keys="n" /> skip
        </span>
      </Text>
      {failure ? (
        <div className={styles.empty} role="alert">
          <Text>Suggestions could not be loaded: {failure}</Text>{' '}
          <Button size="small" onClick={() => setAttempt((value) => value + 1)}>
            Retry
          </Button>
        </div>
      ) : entries === null ? (
        <Spinner size="small" label="Finding places near the locations" />
      ) : shownEntries.length === 0 ? (
        <Text className={styles.empty}>Every location on this page has a decision: a place, a duplicate or a confirmed no match.</Text>
      ) : (
        <div className={styles.list} ref={listRef} role="list" aria-label="Suggested matches">
          {shownEntries.map((entry) => {
            const open = isOpen(entry.locationId);
            return (
              <div key={entry.locationId} className={styles.location} role="listitem">
                <div className={styles.locationHead}>
                  <Text weight="semibold" className={styles.name}>
                    {names.get(entry.locationId) ?? 'Location'}
                  </Text>
                  <Text size={200} className={styles.muted}>
                    {entry.locationId}
                  </Text>
                  {!open ? (
                    <Badge size="small" appearance="tint" color="success" icon={<CheckmarkRegular />}>
                      Decided
                    </Badge>
                  ) : null}
                </div>
                {open && entry.suggestions.length === 0 ? <Text size={200} className={styles.muted}>No place within 1 km: search the map, mark it a duplicate, or leave it.</Text> : null}
                {open &&
                  entry.suggestions.map((suggestion, index) => {
                    const here = { locationId: entry.locationId, index };
                    const isHighlighted = cursor?.locationId === entry.locationId && cursor.index === index;
                    const wasSkipped = skipped.has(suggestionKey(here, suggestion.place.placeId));
                    const attachable = canAttach(suggestion.place);
                    return (
                      <div key={suggestion.place.placeId}>
                        <button
                          type="button"
                          className={mergeClasses(styles.candidate, isHighlighted && styles.highlighted, (wasSkipped || !attachable) && styles.skipped)}
                          data-highlighted={isHighlighted}
                          aria-current={isHighlighted ? 'true' : undefined}
                          onClick={() => {
                            setSkipped((current) => {
                              const next = new Set(current);
                              next.delete(suggestionKey(here, suggestion.place.placeId));
                              return next;
                            });
                            setFrom(here);
                          }}
                        >
                          <span className={styles.candidateText}>
                            <Text className={styles.name}>{suggestion.place.name}</Text>
                            <Text size={200} className={mergeClasses(styles.muted, styles.name)}>
                              {distance(suggestion.distanceMeters)} · {suggestion.place.formattedAddress ?? 'No address'}
                              {attachable ? '' : ' · type not supported'}
                            </Text>
                          </span>
                          <Tooltip content={`Name similarity ${percent(suggestion.nameSimilarity)}, ${distance(suggestion.distanceMeters)} away`} relationship="description">
                            <Badge appearance={isHighlighted ? 'filled' : 'tint'} color={suggestion.score >= 0.75 ? 'success' : suggestion.score >= 0.5 ? 'warning' : 'informative'}>
                              {percent(suggestion.score)}
                            </Badge>
                          </Tooltip>
                        </button>
                        {isHighlighted ? (
                          <div className={styles.actions}>
                            <Tooltip content="Attach this place to the location (Y)" relationship="description">
                              <Button size="small" appearance="primary" icon={<CheckmarkRegular />} disabled={readOnly || accepting} onClick={() => void acceptHighlighted()}>
                                Accept
                              </Button>
                            </Tooltip>
                            <Tooltip content="Skip this candidate (N)" relationship="description">
                              <Button size="small" icon={<NextRegular />} onClick={skipHighlighted}>
                                Skip
                              </Button>
                            </Tooltip>
                          </div>
                        ) : null}
                      </div>
                    );
                  })}
              </div>
            );
          })}
        </div>
      )}
    </PagedPanel>
  );
}
