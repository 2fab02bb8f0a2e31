import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../common/api/endpoints';
import { route } from './endpoint-route';
import { chapterTextFields } from '../../common/domain/catalog-schema';
import {
  CHAPTER_RELATED_INGREDIENTS,
  CHAPTER_RELATED_PERFUMES,
} from '../../common/domain/constants';
import type { Language } from '../../common/domain/languages';
import type { CatalogIndex, IndexedPerfume } from '../catalog/catalog-index';
import { presentIngredient, presentPerfumeSummary } from '../catalog/present';
import type { AppContext } from '../app-context';
import {
  ingredientShare,
  pairedIngredients,
  perfumesFeaturing,
} from '../ingredients/ingredient-relations';
import { notFound } from '../plugins/errors';

type ChapterTextField = (typeof chapterTextFields)[number];

function listItem(index: CatalogIndex, id: number, lang: Language) {
  const ingredient = index.ingredientById.get(id)!;
  return {
    ...presentIngredient(index, id, lang),
    perfumeCount: ingredient.perfumeCount,
    kind: ingredient.kind,
  };
}

/** A perfume of a chapter: its summary and the chapter ingredient's share of it. */
function chapterPerfume(
  index: CatalogIndex,
  perfume: IndexedPerfume,
  ingredientId: number,
  lang: Language,
) {
  return {
    ...presentPerfumeSummary(index, perfume, lang),
    share: ingredientShare(perfume, ingredientId),
  };
}

function requireIngredient(index: CatalogIndex, id: number) {
  const ingredient = index.ingredientById.get(id);
  if (!ingredient) throw notFound(`No ingredient has the id ${id}.`);
  return ingredient;
}

export function ingredientRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, endpoints.ingredients, async (request) => {
      const index = ctx.catalog.index;
      return [...index.ingredients]
        .sort((a, b) => b.perfumeCount - a.perfumeCount || a.id - b.id)
        .map((i) => listItem(index, i.id, request.lang));
    });

    route(app, endpoints.ingredient, async (request) => {
      const index = ctx.catalog.index;
      requireIngredient(index, request.params.id);
      return listItem(index, request.params.id, request.lang);
    });

    route(app, endpoints.ingredientInfo, async (request) => {
      const index = ctx.catalog.index;
      const lang = request.lang;
      const ingredient = requireIngredient(index, request.params.id);
      const chapter = ingredient.chapter;
      const text = (field: ChapterTextField | 'iconicFragranceText') => chapter?.[field]?.[lang];
      const iconicId = chapter?.iconicPerfumeId;
      const iconic = iconicId !== undefined ? index.perfumeById.get(iconicId) : undefined;
      const item = listItem(index, ingredient.id, lang);
      return {
        ...item,
        mediumImageUrl: item.imageUrl,
        largeImageUrl: item.imageUrl,
        ...Object.fromEntries(chapterTextFields.map((field) => [field, text(field)])),
        iconicPerfume: iconic ? chapterPerfume(index, iconic, ingredient.id, lang) : null,
        iconicFragranceText: text('iconicFragranceText'),
        origin: ingredient.origins.flatMap((code) => {
          const country = index.countryByCode.get(code);
          return country
            ? [
                {
                  id: country.numeric,
                  name: country.name[lang],
                  code,
                  lat: country.lat,
                  long: country.long,
                },
              ]
            : [];
        }),
        perfumes: perfumesFeaturing(index, ingredient.id, CHAPTER_RELATED_PERFUMES).map((p) =>
          chapterPerfume(index, p, ingredient.id, lang),
        ),
        relatedIngredients: pairedIngredients(
          index,
          ingredient.id,
          CHAPTER_RELATED_INGREDIENTS,
        ).map((id) => presentIngredient(index, id, lang)),
      };
    });
  };
}
