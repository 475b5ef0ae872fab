// The document file table's state (PDF and IMAGE menus): the files as the task's query answers them (this fragment),
// the person's choices over them (none while nothing was touched, so a save's answer shows at once), the errors on the
// rows from the last save or done check (a row's error goes when the row is edited), the engine asked for on Done,
// and the payload the frame sends.
import { useCallback, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MenuFileCategory } from '../../../../domain/menuScrapingSchemas';
import type { useDocumentFilesForm_menu$key } from './__generated__/useDocumentFilesForm_menu.graphql';
import {
  changedFileIds,
  checkDocumentFiles,
  choiceOf,
  predictionsWouldChange,
  withCategory,
  withPredictions,
  withSelected,
  withTitle,
  type DocumentFileChoice,
  type DocumentFileRowErrors,
  type DocumentFilesCheck,
  type DocumentFilesPurpose,
} from './documentFilesForm';

export type ScrapingEngineChoice = 'MULTI_FORMAT' | 'PDF_AI';

export function useDocumentFilesForm(menuKey: useDocumentFilesForm_menu$key) {
  const menu = useFragment(
    graphql`
      fragment useDocumentFilesForm_menu on Menu {
        isPdfAiEngineAvailable
        documentFiles {
          id
          databaseId
          fileName
          fileBucketName
          fileKey
          sourceUrl
          contentType
          byteSize
          url
          isSelected
          fileInheritedCategory
          fileCategory
          filePredictionCategory
          fileInheritedTitle
          fileTitle
          filePredictionTitle
          filePredictionMenuScore
          filePredictionDishCount
          filePredictionRationale
          fileText
        }
      }
    `,
    menuKey,
  );
  const files = menu.documentFiles;
  const [choices, setChoices] = useState<Record<number, DocumentFileChoice>>({});
  const [rowErrors, setRowErrors] = useState<Record<number, DocumentFileRowErrors>>({});
  const [engine, setEngine] = useState<ScrapingEngineChoice>('MULTI_FORMAT');
  const changed = useMemo(() => changedFileIds(files, choices), [files, choices]);

  const update = useCallback(
    (fileId: number, next: (choice: DocumentFileChoice) => DocumentFileChoice) => {
      const file = files.find((candidate) => candidate.databaseId === fileId);
      if (!file) return;
      setChoices((current) => ({ ...current, [fileId]: next(choiceOf(file, current)) }));
      setRowErrors((current) => {
        if (!current[fileId]) return current;
        const rest = { ...current };
        delete rest[fileId];
        return rest;
      });
    },
    [files],
  );

  return {
    files,
    isPdfAiEngineAvailable: menu.isPdfAiEngineAvailable,
    choiceOf: (fileId: number) => {
      const file = files.find((candidate) => candidate.databaseId === fileId);
      return file ? choiceOf(file, choices) : null;
    },
    rowErrors,
    changed,
    isDirty: changed.length > 0,
    predictionsOffered: predictionsWouldChange(files, choices),
    engine,
    setEngine,
    setCategory: (fileId: number, category: MenuFileCategory | null) => update(fileId, (choice) => withCategory(choice, category)),
    setSelected: (fileId: number, isSelected: boolean) => update(fileId, (choice) => withSelected(choice, isSelected)),
    setTitle: (fileId: number, title: string) => update(fileId, (choice) => withTitle(choice, title)),
    applyPredictions: () => {
      setChoices((current) => Object.fromEntries(files.map((file) => [file.databaseId, withPredictions(file, choiceOf(file, current))])));
      setRowErrors({});
    },
    /** The save or done check; a refusal's errors go on their rows. */
    check: (purpose: DocumentFilesPurpose): DocumentFilesCheck => {
      const result = checkDocumentFiles(files, choices, purpose);
      setRowErrors(result.ok ? {} : result.rows);
      return result;
    },
    /** What the engine choice sends on Done (the default engine unless PDF_AI is offered and chosen). */
    isDefaultScrapingEngine: !menu.isPdfAiEngineAvailable || engine === 'MULTI_FORMAT',
    reset: () => {
      setChoices({});
      setRowErrors({});
    },
  };
}

export type DocumentFilesForm = ReturnType<typeof useDocumentFilesForm>;
