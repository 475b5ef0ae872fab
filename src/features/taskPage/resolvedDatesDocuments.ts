// The resolved dates mutation of each brand task kind (Relay compiles documents ahead of time). Each answers the
// frame's fragment, so the stepper and the panel update from the payload.
import { graphql } from 'react-relay';
import type { GraphQLTaggedNode } from 'relay-runtime';
import type { TaskType } from '../../../machines/taskTypes';

export const RESOLVED_DATES_DOCUMENTS: Partial<Record<TaskType, GraphQLTaggedNode>> = {
  BRAND_GATEWAY: graphql`
    mutation resolvedDatesDocumentsBrandGatewayMutation($id: ID!, $defineResolvedDate: DateTime, $qcResolvedDate: DateTime, $qqaResolvedDate: DateTime) {
      task: setBrandGatewayTaskViewsResolvedDates(id: $id, defineResolvedDate: $defineResolvedDate, qcResolvedDate: $qcResolvedDate, qqaResolvedDate: $qqaResolvedDate) {
        ...TaskFrame_task
      }
    }
  `,
  BRAND_DEFINITION: graphql`
    mutation resolvedDatesDocumentsBrandDefinitionMutation($id: ID!, $defineResolvedDate: DateTime, $qcResolvedDate: DateTime, $qqaResolvedDate: DateTime) {
      task: setBrandDefinitionTaskViewsResolvedDates(id: $id, defineResolvedDate: $defineResolvedDate, qcResolvedDate: $qcResolvedDate, qqaResolvedDate: $qqaResolvedDate) {
        ...TaskFrame_task
      }
    }
  `,
  MENU_DEFINITION: graphql`
    mutation resolvedDatesDocumentsMenuDefinitionMutation($id: ID!, $defineResolvedDate: DateTime, $qcResolvedDate: DateTime, $qqaResolvedDate: DateTime) {
      task: setMenuDefinitionTaskViewsResolvedDates(id: $id, defineResolvedDate: $defineResolvedDate, qcResolvedDate: $qcResolvedDate, qqaResolvedDate: $qqaResolvedDate) {
        ...TaskFrame_task
      }
    }
  `,
};
