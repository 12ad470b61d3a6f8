import { defineBlock } from '../define-block';
import { link } from '../prop-spec';

export const resumeViewBlock = defineBlock({
  type: 'resume-view',
  summary: 'The candidate\'s resume read-only, section by section, with a link to the editor. Data: resume.view.',
  propsNote: 'Props of a resume view.',
  data: { endpoints: ['resume.view'], required: true },
  props: {
    editPath: link('Where the edit link leads; {userId} is the signed-in user\'s id. Default "resumeedit/{userId}".'),
  },
  links: [{ path: 'editPath' }],
  draws: 'the resume read-only, from the same schema',
});
