// The resolved dates mutation of each brand task kind (Relay compiles documents ahead of time). Each answers the
// frame's fragment, so the stepper and the panel update from the payload. Only the lazily loaded ResolvedDatesPanel
// imports this module: each document carries the whole frame fragment, too heavy for every task page's first load.
import { graphql } from 'react-relay';
import type { GraphQLTaggedNode } from 'relay-runtime';
import type { ResolvedDatesKind } from './resolvedDatesKinds';

export const RESOLVED_DATES_DOCUMENTS: Record<ResolvedDatesKind, GraphQLTaggedNode> = {
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
