// A report tab's people (spec 3, section 5): several (a searchable tag picker) or one (a searchable combobox), among
// the people reportUserOptions offers for the report (the scraping roles for the scraping reports). Ids are the plain
// numbers people see, as the query string carries them.
import {
  Combobox,
  Field,
  Option,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  makeStyles,
  tokens,
  useTagPickerFilter,
} from '@fluentui/react-components';
import { Suspense, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ReportKey } from '../../../domain/permissions';
import { PanelErrorBoundary } from '../brandDefinition/PanelErrorBoundary';
import type { ReportUserPickerQuery } from './__generated__/ReportUserPickerQuery.graphql';

const useStyles = makeStyles({
  picker: { minWidth: '320px', maxWidth: '560px' },
  single: { minWidth: '280px' },
});

interface Person {
  id: string;
  name: string;
}

interface CommonProps {
  reportKey: ReportKey;
  label: string;
  hint?: string;
  error?: string;
  onBlur(): void;
}

interface ManyProps extends CommonProps {
  values: string[];
  /** A person chosen or taken out (the form toggles them in the query string as it is then). */
  onToggle(userId: string): void;
}

interface OneProps extends CommonProps {
  value: string;
  onChange(value: string): void;
}

function usePeople(reportKey: ReportKey): Person[] {
  const { reportUserOptions } = useLazyLoadQuery<ReportUserPickerQuery>(
    graphql`
      query ReportUserPickerQuery($key: String!) {
        reportUserOptions(key: $key) {
          databaseId
          name
        }
      }
    `,
    { key: reportKey },
    { fetchPolicy: 'store-or-network' },
  );
  return useMemo(() => reportUserOptions.map((person) => ({ id: String(person.databaseId), name: person.name })), [reportUserOptions]);
}

export function ReportUsersPicker(props: ManyProps) {
  return (
    <PickerFrame {...props}>
      <ManyPeople {...props} />
    </PickerFrame>
  );
}

export function ReportUserPicker(props: OneProps) {
  return (
    <PickerFrame {...props}>
      <OnePerson {...props} />
    </PickerFrame>
  );
}

function PickerFrame({ label, hint, error, children }: CommonProps & { children: React.ReactNode }) {
  const loading = (
    <Field label={label} hint={hint} validationMessage={error}>
      <Combobox disabled placeholder="Loading people" aria-label={label} />
    </Field>
  );
  return (
    <PanelErrorBoundary title="The people could not be listed.">
      <Suspense fallback={loading}>{children}</Suspense>
    </PanelErrorBoundary>
  );
}

function ManyPeople({ reportKey, label, hint, error, values, onToggle, onBlur }: ManyProps) {
  const styles = useStyles();
  const people = usePeople(reportKey);
  const [search, setSearch] = useState('');
  const nameOf = useMemo(() => new Map(people.map((person) => [person.id, person.name])), [people]);
  const children = useTagPickerFilter({
    query: search,
    options: people.map((person) => person.id),
    noOptionsElement: <TagPickerOption value="no-matches">Nobody matches</TagPickerOption>,
    renderOption: (id) => (
      <TagPickerOption key={id} value={id} text={nameOf.get(id) ?? id}>
        {nameOf.get(id) ?? id}
      </TagPickerOption>
    ),
    filter: (id) => !values.includes(id) && (nameOf.get(id) ?? '').toLowerCase().includes(search.trim().toLowerCase()),
  });
  return (
    <Field label={label} hint={hint} validationMessage={error} className={styles.picker}>
      <TagPicker
        selectedOptions={values}
        onOptionSelect={(_event, data) => {
          if (data.value === 'no-matches') return;
          onToggle(data.value);
          setSearch('');
        }}
      >
        <TagPickerControl>
          <TagPickerGroup aria-label={`${label} chosen`}>
            {values.map((id) => (
              <Tag key={id} shape="rounded" value={id}>
                {nameOf.get(id) ?? `User ${id}`}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput aria-label={label} placeholder={values.length === 0 ? 'Search people' : undefined} value={search} onChange={(event) => setSearch(event.target.value)} onBlur={onBlur} />
        </TagPickerControl>
        <TagPickerList>{children}</TagPickerList>
      </TagPicker>
    </Field>
  );
}

function OnePerson({ reportKey, label, hint, error, value, onChange, onBlur }: OneProps) {
  const styles = useStyles();
  const people = usePeople(reportKey);
  const chosen = people.find((person) => person.id === value);
  const [search, setSearch] = useState<string | null>(null);
  const shown = search === null ? people : people.filter((person) => person.name.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <Field label={label} hint={hint} validationMessage={error}>
      <Combobox
        className={styles.single}
        placeholder="Search people"
        value={search ?? chosen?.name ?? ''}
        selectedOptions={value ? [value] : []}
        onChange={(event) => setSearch(event.target.value)}
        onOptionSelect={(_event, data) => {
          setSearch(null);
          onChange(data.optionValue ?? '');
        }}
        onBlur={() => {
          setSearch(null);
          onBlur();
        }}
      >
        {shown.length === 0 ? <Option disabled value="">Nobody matches</Option> : null}
        {shown.map((person) => (
          <Option key={person.id} value={person.id}>
            {person.name}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
