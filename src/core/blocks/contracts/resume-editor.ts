import { defineBlock } from '../define-block';
import { oneOf, string, text } from '../prop-spec';

export const resumeEditorBlock = defineBlock({
  type: 'resume-editor',
  summary: 'The candidate\'s resume as a form: completeness, section nav, the template\'s fields, save with a version check and a local draft. Data: resume.edit, or resume.completeResume with deliveryId in mode "complete".',
  propsNote: 'Props of a resume editor.',
  data: {
    endpoints: ['resume.edit', 'resume.completeResume'],
    required: true,
    note: 'resume.edit in modes edit, full and part; resume.completeResume in mode complete',
  },
  props: {
    mode: oneOf('"edit" (default): the whole resume, with a template switch; "full" is the same. "part": one part of the resume, named by the route\'s :partId (h5 edits that part alone; pc opens the whole editor at that part\'s section). "complete": what an application\'s position asks for; shows the position and the missing fields, no template switch. Data resume.completeResume with deliveryId.', ['edit', 'full', 'part', 'complete']),
    backParam: string('Mode "complete": the name of a query parameter that holds the way back (the apply wizard sends ?back=); when it is a same-origin path, a link back to it shows beside the missing fields. Anything else is ignored.', '^[A-Za-z][A-Za-z0-9_]*$'),
    backText: text('The text of the link back (backParam). Default "block.back" (返回).'),
  },
  draws: 'pc: the whole resume with section nav, completeness, drafts and a versioned save; h5: the section list (full), one part at a time (part), what an application still needs (complete)',
});
