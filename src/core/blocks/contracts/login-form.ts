import { defineBlock } from '../define-block';
import { defined, oneOf, shaped, text } from '../prop-spec';
import type { FormLinkSpec } from '../prop-types';
import type { CensorRole } from '../record-types';

export const loginFormBlock = defineBlock({
  type: 'login-form',
  summary: 'The sign-in form: account (mobile number or email) and password, and a captcha once the server asks for one (CAPTCHA_REQUIRED); on success the candidate returns to ?redirect= when it is a same-origin path, else to the site\'s home. No data.',
  propsAbout: 'The sign-in form: account (mobile number or email) and password; on success the candidate returns to ?redirect= when it is a same-origin path, else to the site\'s home. No data. Props of a login form.',
  props: {
    title: text('The heading above the form. Default "pc.login.title" (账号登录) on pc.'),
    links: defined<FormLinkSpec[]>('formLinks', 'Links under the form, such as [{ "text": "account.link.register", "to": "regist" }, { "text": "account.link.forget", "to": "forgetpassword" }].'),
    domain: oneOf('The domain signed in to: "portal" (candidates) or "censor" (reviewers, the censorlogin pages). Default the domain of the page\'s URL. When it differs from the page\'s, the session is kept for that domain and the landing page is the same variant under that domain (/site/{portalType}/{portalId}/{domain}/{channel}/...), so a reviewer counts as one (a reviewer is a saved user of the censor domain).', ['portal', 'censor']),
    navigate: defined<string>('variantPath', 'Where a successful sign-in lands when the page has no same-origin ?redirect=: a path as the pc route files write it (h5 pages under layout/ add "layout/"), in the variant of the signed-in domain. Default the site\'s home; the censorlogin pages set "review".'),
    navigateByRole: shaped<{ role: CensorRole; to: string }[]>('Where a censor account lands by its roles, in place of navigate (no ?redirect=): the first entry whose role the account holds wins ([{ "role": "reviewer", "to": "review" }, { "role": "publisher", "to": "publish" }]).', {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['role', 'to'],
        properties: { role: { enum: ['reviewer', 'publisher', 'admin'] }, to: { $ref: '#/$defs/variantPath' } },
      },
    }),
    passwordChange: defined<string>('variantPath', 'Where an account that must change its password (a first or reset password an admin gave it: the user\'s mustChangePassword) lands instead, with the landing it would have had as its ?redirect= ("changepass": the change-password page, whose success then goes on there).'),
  },
  links: [{ path: 'links/*/to', variant: true, optional: true }, { path: 'navigate', variant: true }, { path: 'navigateByRole/*/to', variant: true }, { path: 'passwordChange', variant: true }],
  draws: 'account and password; the password travels AES-encrypted with the site key; a captcha once the server answers CAPTCHA_REQUIRED; back to `?redirect=` (same-origin only), else `navigate` or home, in the variant of the signed-in domain; an account that must change its password first to `passwordChange`, the landing as its ?redirect=',
});
