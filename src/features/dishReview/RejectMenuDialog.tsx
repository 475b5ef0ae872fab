// Reject menu (spec 2, section 2.7): an HTML menu goes to a target status (REJECTED_NEW or REJECTED_RESCRAPE) with a
// comment, and its scraping task to a person holding one of the roles of spec 2 section 6 (rejectMenuAssigneeOptions,
// which whoever may reject may read); a document menu needs the comment only. Errors show under their fields.
import { Dropdown, Field, Option, Radio, RadioGroup, Spinner, Textarea } from '@fluentui/react-components';
import { Suspense, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { DISH_REVIEW_REJECT_MENU_STATUSES, type DishReviewRejectMenuStatus } from '../../../domain/dishReviewSchemas';
import { FormDialog } from '../../components/FormDialog';
import { PanelErrorBoundary } from '../brandDefinition/PanelErrorBoundary';
import type { RejectMenuDialogAssigneesQuery } from './__generated__/RejectMenuDialogAssigneesQuery.graphql';
import { checkRejectMenu, REJECT_MENU_STATUS_LABELS, type RejectCheck, type RejectField, type RejectMenuValues } from './rejectMenuForm';

export interface RejectMenuDialogProps {
  open: boolean;
  isDocument: boolean;
  busy: boolean;
  /** Who the assignee starts as (the menu's last scraper's databaseId, as the API's user ids are). */
  defaultAssigneeId: string | null;
  /** `assigneeName`: the chosen person's name, for the notice that says where the scraping task went. */
  onSubmit(variables: Extract<RejectCheck, { ok: true }>['variables'], assigneeName: string | null): void;
  onCancel(): void;
}

export function RejectMenuDialog(props: RejectMenuDialogProps) {
  // Mounted only while open, so each opening starts empty.
  return props.open ? <OpenRejectMenuDialog {...props} /> : null;
}

function OpenRejectMenuDialog({ isDocument, busy, defaultAssigneeId, onSubmit, onCancel }: RejectMenuDialogProps) {
  const [values, setValues] = useState<RejectMenuValues>({ rejectMenuStatus: null, assignedToUserId: defaultAssigneeId, scrapingRejectedComment: '' });
  const [assigneeName, setAssigneeName] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<RejectField, string>>>({});
  const set = <F extends RejectField>(field: F, value: RejectMenuValues[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const fieldState = (field: RejectField) => ({ validationMessage: errors[field], validationState: errors[field] ? ('error' as const) : ('none' as const) });

  return (
    <FormDialog
      title="Reject menu"
      formLabel="Reject menu"
      submitLabel="Reject menu"
      busy={busy}
      onSubmit={() => {
        const checked = checkRejectMenu(values, isDocument);
        if (checked.ok) onSubmit(checked.variables, isDocument ? null : assigneeName);
        else setErrors(checked.errors);
      }}
      onCancel={onCancel}
    >
      {isDocument
        ? 'The dishes read from the menu’s files are wrong. Rejecting resolves this review; the menu becomes rejected and its scraping task is reopened for its last scraper.'
        : 'The scraped dishes are wrong. Rejecting resolves this review and reopens the menu’s scraping task for the person you choose.'}
      {isDocument ? null : (
        <>
          <Field label="Rejected menu status" required {...fieldState('rejectMenuStatus')}>
            <RadioGroup value={values.rejectMenuStatus ?? ''} onChange={(_event, data) => set('rejectMenuStatus', data.value as DishReviewRejectMenuStatus)}>
              {DISH_REVIEW_REJECT_MENU_STATUSES.map((status) => (
                <Radio key={status} value={status} label={`${REJECT_MENU_STATUS_LABELS[status].label} — ${REJECT_MENU_STATUS_LABELS[status].hint}`} />
              ))}
            </RadioGroup>
          </Field>
          <Field label="Assign the scraping task to" required {...fieldState('assignedToUserId')}>
            <PanelErrorBoundary title="The people who may take the menu could not be loaded">
              <Suspense fallback={<Spinner size="tiny" label="Loading people…" labelPosition="after" />}>
                <AssigneePicker
                  value={values.assignedToUserId}
                  onChange={(id, name) => {
                    set('assignedToUserId', id);
                    setAssigneeName(name);
                  }}
                />
              </Suspense>
            </PanelErrorBoundary>
          </Field>
        </>
      )}
      <Field label="Scraping rejection comment" required {...fieldState('scrapingRejectedComment')}>
        <Textarea autoFocus={isDocument} resize="vertical" rows={4} value={values.scrapingRejectedComment} onChange={(_event, data) => set('scrapingRejectedComment', data.value)} />
      </Field>
    </FormDialog>
  );
}

/**
 * The people holding the roles a rejected menu may go to (spec 2, section 6), by name. The preset person (the last
 * scraper) stays chosen only if the list holds them: a value the field does not show is never sent.
 */
function AssigneePicker({ value, onChange }: { value: string | null; onChange(id: string | null, name: string | null): void }) {
  const data = useLazyLoadQuery<RejectMenuDialogAssigneesQuery>(
    graphql`
      query RejectMenuDialogAssigneesQuery {
        rejectMenuAssigneeOptions {
          id
          databaseId
          name
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const people = [...data.rejectMenuAssigneeOptions].sort((a, b) => a.name.localeCompare(b.name));
  const chosen = people.find((person) => String(person.databaseId) === value);
  const chosenName = chosen?.name ?? null;
  useEffect(() => {
    if (value !== null && chosenName === null) onChange(null, null);
    else if (chosenName !== null) onChange(value, chosenName);
    // Once per loaded list or preset: the name follows the id, an unknown preset is dropped.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, chosenName]);
  return (
    <Dropdown
      aria-label="Assign the scraping task to"
      placeholder="Choose a person"
      value={chosen?.name ?? ''}
      selectedOptions={chosen ? [String(chosen.databaseId)] : []}
      onOptionSelect={(_event, option) => onChange(option.optionValue ?? null, option.optionText ?? null)}
    >
      {people.map((person) => (
        <Option key={person.id} value={String(person.databaseId)}>
          {person.name}
        </Option>
      ))}
    </Dropdown>
  );
}
