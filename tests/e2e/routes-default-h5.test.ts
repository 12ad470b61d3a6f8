// Every route of default.h5, walked as a guest (tests/e2e/routes-suite.ts says what each visit checks).
import { walkRoutesOf } from './routes-suite';
import { VARIANTS } from './schema-files';

walkRoutesOf(VARIANTS[1]);
