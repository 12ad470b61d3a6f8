// schemas:check on a site's sitemap: each page's path leads to a route of the terminal it names and holds {id},
// and its rows are positions, notices or activities; each problem reported with its file and JSON pointer.
import { describe, expect, it } from 'vitest';
import { problemsIn, useSchemaCopies } from './schema-copies';

const { withChangedFile } = useSchemaCopies();
const withSite = (change: (value: any) => void) => withChangedFile('sites/default.json', change);

describe('schemas:check on the sitemap', () => {
  it('reports a path that matches no route, and one without {id}', () => {
    const dir = withSite((site) => {
      site.sitemap.pages[0].path = 'recruitmentviews/{id}';
      site.sitemap.pages[1].path = 'notice/1';
    });
    expect(problemsIn(dir)).toEqual([
      { file: 'sites/default.json', pointer: '/sitemap/pages/1/path', message: 'must be a path relative to the variant base that holds {id}, such as "recruitmentview/{id}"' },
      { file: 'sites/default.json', pointer: '/sitemap/pages/0/path', message: '"recruitmentviews/{id}" matches no route of routes/default.pc.json' },
    ]);
    const routeless = withSite((site) => {
      site.sitemap.pages[0].path = 'recruitmentviews/{id}';
    });
    expect(problemsIn(routeless)).toEqual([
      { file: 'sites/default.json', pointer: '/sitemap/pages/0/path', message: '"recruitmentviews/{id}" matches no route of routes/default.pc.json' },
    ]);
  });

  it("reports rows it cannot list, and a path checked against the other terminal's routes", () => {
    const dir = withSite((site) => {
      site.sitemap.pages[2].of = 'users';
    });
    expect(problemsIn(dir)).toEqual([{ file: 'sites/default.json', pointer: '/sitemap/pages/2/of', message: 'must be one of "positions", "notices", "activities"' }]);
    const wrongTerminal = withSite((site) => {
      site.sitemap.terminal = 'h5';
      site.sitemap.pages = [{ of: 'positions', path: 'recruitmentview/{id}' }];
    });
    expect(problemsIn(wrongTerminal)).toEqual([
      { file: 'sites/default.json', pointer: '/sitemap/pages/0/path', message: '"recruitmentview/{id}" matches no route of routes/default.h5.json' },
    ]);
  });
});
