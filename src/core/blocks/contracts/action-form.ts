import { defineBlock } from '../define-block';
import { defined, shaped, text } from '../prop-spec';
import type { AlternativeSpec, FieldSpec, FormLinkSpec, SubmitSpec, SuccessSpec } from '../prop-types';

export const actionFormBlock = defineBlock({
  type: 'action-form',
  summary: 'A form declared by the page: its fields, the call its submit makes, and what follows a success (register, forgotten password, password/email/phone changes). Data (optional): userinfo.info, so that a guest is asked to sign in first.',
  propsAbout: 'A form declared by the page: its fields, the call its submit makes, and what follows a success. A failure is shown by the client (once) and draws a new captcha. Props of an action form.',
  data: { endpoints: ['userinfo.info'], required: false, note: 'a guest is asked to sign in' },
  requiredProps: ['fields', 'submit'],
  props: {
    title: text('The heading of the form\'s card; not drawn inside tabs with frame "form" or a modal.'),
    description: text('A line under the heading.'),
    fields: shaped<FieldSpec[]>('The fields, top to bottom. At most one captcha field.', { type: 'array', minItems: 1, items: { $ref: '#/$defs/formField' } }),
    submit: shaped<SubmitSpec>('The call the submit button makes with the fields\' values.', {
      type: 'object',
      additionalProperties: false,
      required: ['endpoint'],
      properties: {
        endpoint: {
          description: 'An endpoint of the catalogue: user.regist, forget.retrieveByPhone, forget.retrieveByMail, userinfo.changePasswd, userinfo.savePasswd, userinfo.changeMobile, userinfo.changeEmail...',
          type: 'string',
          pattern: '^[a-z][A-Za-z0-9]*(\\.[a-z][A-Za-z0-9]*)+$',
        },
        params: {
          description: 'Fixed params sent beside the fields, e.g. { "accountType": "mobile" }.',
          $ref: '#/$defs/fixedParams',
        },
        text: { description: 'The button text. Default "提交" (account.submit).', $ref: '#/$defs/text' },
      },
    }),
    success: shaped<SuccessSpec>('What follows a success, in this order: keep the session, forget it, show the message, go on. Inside account-settings\' modal the modal closes and the profile reloads.', {
      type: 'object',
      additionalProperties: false,
      properties: {
        signIn: {
          description: 'The answer is a SignedIn (token + user, as user.regist answers): it becomes the site\'s session.',
          type: 'boolean',
        },
        signOut: { description: 'The session is forgotten here (the server revoked it).', type: 'boolean' },
        message: { description: 'A success message (pc: a message; h5: a toast).', $ref: '#/$defs/text' },
        navigate: {
          description: 'Where to go next; the default with redirect is the home page.',
          $ref: '#/$defs/variantPath',
        },
        redirect: {
          description: 'A same-origin ?redirect= of the page wins over navigate (anything else is ignored).',
          type: 'boolean',
        },
      },
    }),
    links: defined<FormLinkSpec[]>('formLinks', ''),
    alternative: shaped<AlternativeSpec>('Another form in this one\'s place: the child block (in "blocks", an action-form) with id "form", reached by a link under this form and left by "back". With noPassword it is the only form when the block\'s userinfo.info answers hasPassword false (an SSO account sets its first password with a code). Example: the change-password form with the set-password form (userinfo.savePasswd) as its alternative.', {
      type: 'object',
      additionalProperties: false,
      required: ['form', 'text'],
      properties: {
        form: {
          description: 'The id of the child block.',
          type: 'string',
          pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$',
        },
        text: { description: 'The link to it ("忘记原密码？用短信验证码设置").', $ref: '#/$defs/text' },
        back: { description: 'The link back under it; none: no way back.', $ref: '#/$defs/text' },
        noPassword: {
          description: 'It replaces this form, with no way back, when userinfo.info answers hasPassword false.',
          type: 'boolean',
        },
      },
    }),
  },
  links: [
    { path: 'links/*/to', variant: true, optional: true },
    { path: 'success/navigate', variant: true },
  ],
  draws: 'a form declared by the page: kinds text, name, mobile, email, password (sent AES-encrypted), new-password (the shared rule + confirm), captcha (captcha.generate image under a fresh attrKey, click for another, renewed after every check), code (send button calling code.sendMobile/sendEmail or forget.sendSms/sendMail with the named fields, or with `send.own` the signed-in account\'s own mobile (own email when it has none; the field says where: 验证码将发送至 139****5678), then a resendIn countdown), agree (privacy text of user.toregist or tidings.privacy, sanitised, in a modal/popup); success: keep the SignedIn session, message, go on (`?redirect=` same-origin only); `alternative`: the child block `form` drawn in its place after a link under the form ("忘记原密码？用短信验证码设置", back with `back`), alone when `noPassword` and userinfo.info answers hasPassword false',
});
