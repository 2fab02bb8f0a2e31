import { useQuery } from '@tanstack/react-query';
// The world's countries (world-atlas, 1:110m, about 105 kB; 30 kB gzipped) are data, not code: the
// build emits the file as a hashed asset, fetched when a chapter with origins is shown, cached for
// good by the browser and the query client. It never weighs on the landing or this route's script.
import worldAtlasUrl from 'world-atlas/countries-110m.json?url';
import { worldFeatures } from '../../components/charts/world-map/world-map-layout';

export { worldAtlasUrl };

export function useWorldGeometry(enabled: boolean) {
  return useQuery({
    queryKey: ['static', worldAtlasUrl],
    queryFn: async ({ signal }) => {
      const response = await fetch(worldAtlasUrl, { signal });
      if (!response.ok) throw new Error(`The world map answered ${response.status}.`);
      return worldFeatures(await response.json());
    },
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
    // The chapter is readable without its map: no loading overlay for it.
    meta: { silent: true },
  });
}
