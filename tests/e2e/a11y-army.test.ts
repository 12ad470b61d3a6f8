// axe and the CSP on what a signed-in candidate and reviewer see on army pc and h5 (tests/e2e/a11y-suite.ts).
import { walkSignedInOf } from './a11y-suite';
import { VARIANTS } from './schema-files';

walkSignedInOf(VARIANTS.filter((v) => v.template === 'army'));
