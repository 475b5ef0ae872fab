// Menu scraping templates' API (spec 3, sections 2, 5 and 7; spec 2, section 7's two comments): thin resolvers over
// server/templates/, one transaction per write with its history event. Every operation needs menuScrapingTemplate.admin
// (server/permissions/operationPermissions.ts).
import type { GraphQLFieldResolver } from 'graphql';
import { TEMPLATE_SORT_CRITERIA, TEMPLATE_STATUSES, type TemplateSortCriterion, type TemplateStatus } from '../../../domain/menuScrapingTemplates';
import { tryScrapingInstructions } from '../../menus/menuScrapingActions';
import { clustersUsingTemplate } from '../../templates/templateClusters';
import { basicTemplates, findTemplate, listTemplates, templateVersions, type TemplateRow, type TemplateVersionRow } from '../../templates/templateRows';
import { createTemplate, deleteTemplate, setTemplateComment, updateTemplate, type TemplateCreateInput, type TemplateUpdateInput } from '../../templates/templateWrites';
import type { GraphQLContext } from '../context';
import { parseId, toGlobalId } from '../globalIds';
import { trialOf, userSummary } from './menuScrapingResolvers';
import { pageArgs } from './userResolvers';

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;
type Context = GraphQLContext;

const TYPE = 'MenuScrapingTemplate';
const templateIdOf = (value: unknown) => parseId(TYPE, String(value));
const viewerId = (context: Context) => context.viewer?.id ?? null;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null => (values as readonly unknown[]).includes(value) ? (value as T) : null;

export const templateQueryResolvers: Record<string, Resolver> = {
  menuScrapingTemplates: (_parent, args, { db }) => {
    const paging = pageArgs(args.page as number | null, args.pageSize as number | null, 10);
    const filters = (args.filters ?? {}) as { templateStatus?: string | null; templateSearchTerm?: string | null };
    return listTemplates(
      db,
      { templateStatus: oneOf<TemplateStatus>(TEMPLATE_STATUSES, filters.templateStatus), templateSearchTerm: filters.templateSearchTerm },
      { criterion: oneOf<TemplateSortCriterion>(TEMPLATE_SORT_CRITERIA, args.sortingCriterion), order: args.sortingOrder === 'desc' ? 'desc' : 'asc' },
      paging.page,
      paging.pageSize,
    );
  },
  basicMenuScrapingTemplates: async (_parent, _args, { db }) =>
    (await basicTemplates(db)).map((row) => ({ id: toGlobalId(TYPE, row.id), databaseId: row.id, name: row.name, scrapingInstructionsVersionNumber: row.scraping_instructions_version })),
  menuScrapingTemplate: (_parent, args, { db }) => findTemplate(db, templateIdOf(args.id)),
  menuScrapingTemplateInstructionVersions: (_parent, args, { db }) => templateVersions(db, templateIdOf(args.menuScrapingTemplateId)),
  menuScrapingTemplateClusters: async (_parent, args, { db }) => {
    const paging = pageArgs(args.page as number | null, args.pageSize as number | null, 10);
    const page = await clustersUsingTemplate(db, templateIdOf(args.id), paging.page, paging.pageSize);
    return { total: page.total, items: page.items.map((row) => ({ clusterId: row.cluster_id, menuCount: row.menu_count })) };
  },
};

export const templateMutationResolvers: Record<string, Resolver> = {
  createMenuScrapingTemplate: (_parent, args, context) =>
    context.db.transaction((tx) => createTemplate(tx, (args.data ?? {}) as TemplateCreateInput, viewerId(context))),
  updateMenuScrapingTemplate: (_parent, args, context) =>
    context.db.transaction((tx) =>
      updateTemplate(tx, templateIdOf(args.id), (args.data ?? {}) as TemplateUpdateInput, args.expectedModifiedDate as Date | string | null, viewerId(context)),
    ),
  deleteMenuScrapingTemplate: async (_parent, args, context) => {
    const deleted = await context.db.transaction((tx) => deleteTemplate(tx, templateIdOf(args.id), viewerId(context)));
    return { id: toGlobalId(TYPE, deleted.id), databaseId: deleted.id, name: deleted.name };
  },
  setMenuScrapingTemplateComment: (_parent, args, context) =>
    context.db.transaction((tx) => setTemplateComment(tx, templateIdOf(args.id), 'comment', args.comment, viewerId(context))),
  setMenuScrapingTemplateScrapingIssue: (_parent, args, context) =>
    context.db.transaction((tx) => setTemplateComment(tx, templateIdOf(args.id), 'scraping_issue_comment', args.scrapingIssueComment, viewerId(context))),
  tryMenuScrapingTemplateInstructions: async (_parent, args, context) => {
    const run = await tryScrapingInstructions(context.db, context.config, parseId('Menu', String(args.menuId)), args.scrapingInstructions, 'template');
    return trialOf(run, context);
  },
};

export const templateTypeResolvers = {
  MenuScrapingTemplate: {
    id: (row: TemplateRow) => toGlobalId(TYPE, row.id),
    databaseId: (row: TemplateRow) => row.id,
    scrapingIssueComment: (row: TemplateRow) => row.scraping_issue_comment,
    scrapingInstructions: (row: TemplateRow) => row.scraping_instructions,
    scrapingInstructionsVersionNumber: (row: TemplateRow) => row.scraping_instructions_version,
    menuCount: (row: TemplateRow) => row.menu_count,
    createdDate: (row: TemplateRow) => row.created_date,
    createdBy: (row: TemplateRow, _args: unknown, context: Context) => userSummary(context, row.created_by_id),
    modifiedDate: (row: TemplateRow) => row.modified_date,
    modifiedBy: (row: TemplateRow, _args: unknown, context: Context) => userSummary(context, row.modified_by_id),
  },
  TemplateInstructionVersion: {
    id: (row: TemplateVersionRow) => toGlobalId('TemplateInstructionVersion', row.id),
    databaseId: (row: TemplateVersionRow) => row.id,
    createdDate: (row: TemplateVersionRow) => row.created_date,
    createdBy: (row: TemplateVersionRow, _args: unknown, context: Context) => userSummary(context, row.created_by_id),
    scrapingInstructions: (row: TemplateVersionRow) => row.scraping_instructions,
    menuScrapingTemplateId: (row: TemplateVersionRow) => row.menu_scraping_template_id,
  },
};
