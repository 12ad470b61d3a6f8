// Every public route of the four variants arrives rendered by the server, and the browser hydrates it without a
// difference from the server's page and without calling the blocks' endpoints again: the route walk (routes-*.test.ts) checks both on
// its one visit of each route. Here, what needs no browser: the public pages are many, personal pages go out as
// the shell, and an unknown path answers 404 with the rendered 404 page.
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './base-url';
import { fetchDemoIds, flattenRoutes, notFoundTexts, readPage, readRouteFile, routeUrl, variantBase, variantName, VARIANTS, type DemoIds } from './schema-files';
import { bootOf, fetchPage, rootText } from './server-pages';
import { personal } from './server-rendered-visit';

const baseUrl = workerBaseUrl();

for (const variant of VARIANTS) {
  describe(`server rendering of ${variantName(variant)}`, () => {
    const file = readRouteFile(variant);
    const routes = flattenRoutes(file.routes).filter((r) => r.page && !r.redirect);
    const publicRoutes = routes.filter((r) => !personal(readPage(r.page!)?.blocks));
    let ids: DemoIds;

    beforeAll(async () => {
      ids = await fetchDemoIds(baseUrl, variant.portalId);
    });

    it('has public routes', () => {
      expect(publicRoutes.length).toBeGreaterThan(5);
    });

    for (const route of routes.filter((r) => personal(readPage(r.page!)?.blocks)).slice(0, 2)) {
      it(`sends the shell of /${route.pattern}`, async () => {
        const answer = await fetchPage(baseUrl, routeUrl(variant, route.pattern, ids));
        expect(answer.status).toBe(200);
        expect(rootText(answer.html)).toBe('');
        expect(bootOf(answer.html)).toBeNull();
      });
    }

    it('answers an unknown path with 404 and the rendered 404 page', async () => {
      const answer = await fetchPage(baseUrl, `${variantBase(variant)}/no/such/page`);
      expect(answer.status).toBe(404);
      const text = rootText(answer.html);
      expect(notFoundTexts(file.notFound).some((t) => text.includes(t)), text.slice(0, 200)).toBe(true);
    });
  });
}
