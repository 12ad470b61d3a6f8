// npm run sso:ticket -- PORTAL ACCOUNT [BASE_URL]: a ticket of the demo identity provider (valid 5 minutes,
// single use) and the /apps/sso/login URL that signs ACCOUNT in at PORTAL. Development only: the demo
// provider's private key is public (scripts/sso-demo-idp.ts).
import { demoTicket } from '@/scripts/sso-demo-idp';

const [portal, account, base = `http://127.0.0.1:${process.env.PORT ?? 8080}`] = process.argv.slice(2);
if (!portal || !/^\d{1,12}$/.test(portal) || !account) {
  console.error('usage: npm run sso:ticket -- PORTAL ACCOUNT [BASE_URL]   e.g. npm run sso:ticket -- 1001 13800000001');
  process.exit(1);
}
const ticket = demoTicket(Number(portal), account);
console.log(ticket);
console.log(`${base.replace(/\/$/, '')}/apps/sso/login?ticket=${encodeURIComponent(ticket)}`);
// /apps/sso/login signs in at the site the browser used last (1001 when none)
if (portal !== '1001') console.log(`(open a page of portal ${portal} in the same browser first: the SSO page uses the last site visited)`);
