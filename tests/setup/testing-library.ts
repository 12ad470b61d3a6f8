// findBy* and waitFor give up after 1 s by default; on a busy 2-core machine a lazy chunk, an antd-mobile
// popup animation or a Formily effect can take longer than that without anything being wrong. They still stop
// at the first match, so this only changes how long a real failure takes to report.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5000 });
