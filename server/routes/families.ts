import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../common/api/endpoints';
import { route } from './endpoint-route';
import { type FamilyNode, type FamilyTopQuery } from '../../common/api/families';
import type { Language } from '../../common/domain/languages';
import type { AppContext } from '../app-context';
import type { CatalogIndex } from '../catalog/catalog-index';
import { perfumeSummaryJson, presentPerfumeSummary } from '../catalog/present';
import {
  familyPerfumes,
  familyTopList,
  familyTopNode,
  type FamilyNodeData,
  type FamilyTopOptions,
} from '../families/families-engine';
import { notFound } from '../plugins/errors';
import { answerCache } from '../lib/answer-cache';
import { jsonList } from '../lib/json-list';
import { sendJsonText } from './json-answers';

export function familiesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, endpoints.families, async (request) => {
      const index = ctx.catalog.index;
      return index.families.map((f) => ({
        id: f.id,
        name: f.name[request.lang],
        color: f.color,
        imageUrl: '',
        intensity: f.intensity,
      }));
    });

    route(app, endpoints.familiesTopList, async (request, reply) => {
      const index = ctx.catalog.index;
      const { lang, query } = request;
      const text = answers.get(index, answerKey('list', lang, query), () =>
        familyTopList(index, topOptions(query)).map((node) => presentNode(index, node, lang)),
      );
      return sendJsonText(reply, text);
    });

    route(app, endpoints.familyTop, async (request, reply) => {
      const index = ctx.catalog.index;
      const { lang, query, params } = request;
      if (!index.familyById.has(params.id)) {
        throw notFound(`There is no family with id ${params.id}.`);
      }
      const text = answers.get(index, answerKey(String(params.id), lang, query), () =>
        presentNode(index, familyTopNode(index, params.id, topOptions(query))!, lang),
      );
      return sendJsonText(reply, text);
    });

    route(app, endpoints.familyPerfumes, async (request, reply) => {
      const index = ctx.catalog.index;
      const { lang, query, params } = request;
      const page = familyPerfumes(index, params.id, {
        subfamilyId: query.subfamily ?? null,
        genders: query.gender ?? null,
        offset: query.offset,
        limit: query.limit,
      });
      if (!page) throw notFound(`There is no family with id ${params.id}.`);
      const items = page.perfumes.map((p) => perfumeSummaryJson(index, p, lang));
      return sendJsonText(reply, jsonList(items, page.total));
    });
  };
}

// With its top perfumes the tree is large (about 700 KB for a full catalog): serialising it costs
// tens of ms, the engine well under one. A few variants exist in practice (languages × the
// explorer's gender filters).
const answers = answerCache(32);

function answerKey(node: string, lang: Language, query: FamilyTopQuery): string {
  const genders = [...(query.gender ?? [])].sort().join(',');
  const flags = [
    query.isPrimary,
    query.includeFamilyTopPerfumes,
    query.includeSubFamiliesTopPerfumes,
  ];
  return [node, lang, genders, ...flags.map((f) => (f ? 1 : 0))].join('|');
}

function topOptions(query: FamilyTopQuery): FamilyTopOptions {
  return {
    genders: query.gender ?? null,
    isPrimary: query.isPrimary,
    includeFamilyTopPerfumes: query.includeFamilyTopPerfumes,
    includeSubFamiliesTopPerfumes: query.includeSubFamiliesTopPerfumes,
  };
}

function presentNode(index: CatalogIndex, node: FamilyNodeData, lang: Language): FamilyNode {
  const family = index.familyById.get(node.familyId)!;
  const subfamilies = node.subfamilies.map((child) => {
    const sub = index.familyById.get(child.familyId);
    return {
      id: child.familyId,
      name: sub?.name[lang] ?? '',
      color: sub?.color ?? '#8C8C8C',
      intensity: sub?.intensity ?? 0,
      totalPerfumesNum: child.totalPerfumesNum,
      topPerfumes: child.topPerfumes.map((p) => presentPerfumeSummary(index, p, lang)),
    };
  });
  return {
    id: family.id,
    name: family.name[lang],
    color: family.color,
    colors: [family.color, ...subfamilies.map((s) => s.color)],
    imageUrl: '',
    intensity: family.intensity,
    totalPerfumesNum: node.totalPerfumesNum,
    subfamilies,
    topPerfumes: node.topPerfumes.map((p) => presentPerfumeSummary(index, p, lang)),
    parents: node.parents,
    secondary: node.secondary,
  };
}
