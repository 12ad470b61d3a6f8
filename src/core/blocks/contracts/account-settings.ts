import { defineBlock } from '../define-block';
import { boolean, shaped, text } from '../prop-spec';
import type { RowSpec } from '../prop-types';

export const accountSettingsBlock = defineBlock({
  type: 'account-settings',
  summary: 'The signed-in user\'s profile: name (edited in place), mobile, email, password, registration date; rows that change the password, email and phone; unsubscribing (password and confirmation, then home). Data: userinfo.info.',
  propsAbout: 'The signed-in user\'s profile with the name edited in place, change rows and unsubscribing; h5 also logs out. A change row links to its page where the variant has it, else opens its child block (an action-form in "blocks" whose id is the row\'s key) in a modal (pc) or popup (h5). Props of account settings.',
  data: { endpoints: ['userinfo.info'], required: true },
  props: {
    title: text('A heading above the list (pc).'),
    rows: shaped<RowSpec[]>('The change rows, in order. Default password, email and phone leading to updatePasswd, updateEmail and updatePhone.', {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key'],
        properties: {
          key: { description: 'password, email or phone.', enum: ['password', 'email', 'phone'] },
          to: {
            description: 'The page that changes it (h5: updatePasswd, updateEmail, updatePhone).',
            $ref: '#/$defs/variantPath',
          },
        },
      },
    }),
    unsubscribe: boolean('Offer unsubscribing. Default true.', { default: true }),
  },
  links: [{ path: 'rows/*/to', variant: true, optional: true }],
  draws: 'the profile; name edited in place (userinfo.changeName); each row links to its page where the variant has it, else opens its child block (id = key) in a modal (pc) / popup (h5); unsubscribe with the password and a confirmation, then home afresh; h5 also logs out',
});
