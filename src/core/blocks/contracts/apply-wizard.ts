import { defineBlock } from '../define-block';
import { link } from '../prop-spec';

export const applyWizardBlock = defineBlock({
  type: 'apply-wizard',
  summary: 'Applying to one position: the position, the steps, and by the state wizard.apply answers: ready -> a confirm button (wizard.submit) and then 投递成功 with links to the application assistant and the flow; incomplete -> the missing sections with counts and a button to complete the resume (RESUME_INCOMPLETE from the submit leads here too); applied -> a link to the flow; closed / deadline -> the status label, no button. Data: wizard.apply with applyId (the position id).',
  propsAbout: 'Applying to one position. Data: wizard.apply with applyId (the position id); with params tag "2" and applyId an activity id it signs up for the activity (the activity above the steps, the texts of a sign-up: 确认报名, 报名成功). Paths default to the variant\'s routes, with "layout/" on h5 pages under layout/. Props of an apply wizard.',
  data: {
    endpoints: ['wizard.apply'],
    required: true,
    note: 'applyId; tag "2": applyId is an activity, a sign-up told as 确认报名 / 报名成功',
  },
  props: {
    completePath: link('Where an incomplete resume is completed; {deliveryId} is the draft application\'s id, and ?back= (this page) is added so that the resume editor links back. Default "completeResume/{deliveryId}".'),
    improvePath: link('Used instead of completePath on a variant without that route (army pc): the resume editor in the position\'s template; {templateId} is filled. Default "ImproveResume?templateId={templateId}".'),
    positionPath: link('Where the position\'s link leads; {id} and {recruitType} are filled. Default "recruitmentview/{id}/{recruitType}".'),
    assistantPath: link('The application assistant, linked after a submit. Default: the site file\'s accountMenu entry of kind "unread" for the terminal (usercenter in the demo sites), else the home.'),
    flowPath: link('The application flow, linked after a submit and for an application made before. Default "recruitmentflow".'),
  },
  links: [
    { path: 'completePath', variant: true, optional: true },
    { path: 'improvePath' },
    { path: 'positionPath' },
    { path: 'assistantPath' },
    { path: 'flowPath' },
  ],
  draws: 'the position and the steps; ready: 确认投递 (wizard.submit) then 投递成功 with links to the assistant and the flow; incomplete (also RESUME_INCOMPLETE from the submit): the missing sections with counts and 去完善简历 (completePath?back=this page; improvePath on a variant without that route); applied: a link to the flow; closed/deadline: the status label, no button',
});
