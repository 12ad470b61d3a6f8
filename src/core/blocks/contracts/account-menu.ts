import { defineBlock } from '../define-block';
import { boolean } from '../prop-spec';

export const accountMenuBlock = defineBlock({
  type: 'account-menu',
  summary: 'The signed-in user\'s account menu as a list (the h5 "mine" page): the site file\'s accountMenu of the terminal (a reviewer\'s: reviewerAccountMenu), each entry a link, the "unread" one with the unread notifications count, the "logout" one logging out; a guest gets a sign-in link instead. No data.',
  propsAbout: 'The signed-in user\'s account menu as a list; its entries are the site file\'s accountMenu (reviewerAccountMenu for a reviewer) of the terminal, so a template changes them without code. Props of the account menu.',
  props: {
    greeting: boolean('Whether the user\'s name heads the list. Default true.', { default: true }),
  },
  draws: 'the "mine" page (h5) / a page list (pc): the site file\'s `accountMenu` of the terminal (a reviewer\'s `reviewerAccountMenu`), each entry a link, the `unread` one with the unread count (passport.header), the `logout` one last as a button that revokes the token and opens its `to` afresh; a guest gets 登录 / 注册 returning here. The pc header\'s name opens the same entries as an antd Dropdown',
});
