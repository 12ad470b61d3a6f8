import { useEffect, useState } from 'react';
import { onFormValuesChange, type Form } from '@formily/core';
import { toJS } from '@formily/reactive';
import type { ResumeTemplate, ResumeValues } from '@/src/core/resume-types';
import { debounce } from '@/src/core/debounce';
import { completeness, type Completeness } from '@/src/forms/completeness';

const WAIT_MS = 120;

export interface ResumeStats {
  completeness: Completeness;
  values: ResumeValues;
}

function measure(form: Form, template: ResumeTemplate): ResumeStats {
  const values = toJS(form.values) as ResumeValues;
  return { completeness: completeness(template, values), values };
}

/** How complete the form is now, measured again shortly after the candidate stops typing. */
export function useResumeStats(form: Form, template: ResumeTemplate): ResumeStats {
  const [stats, setStats] = useState(() => measure(form, template));
  useEffect(() => {
    const id = Symbol('resume-stats');
    const update = debounce(() => setStats(measure(form, template)), WAIT_MS);
    form.addEffects(id, () => onFormValuesChange(() => update()));
    // values set between the first render and this effect (a restored draft)
    // oxlint-disable-next-line react/set-state-in-effect -- the form is an external store: measured once its subscription is in place
    setStats(measure(form, template));
    return () => {
      update.cancel();
      form.removeEffects(id);
    };
  }, [form, template]);
  return stats;
}
