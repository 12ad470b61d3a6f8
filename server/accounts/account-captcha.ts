import type { FastifyInstance } from 'fastify';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaPng } from '@/server/auth/captcha-image';
import { CAPTCHA_ADDRESS_LIMITS, newCaptcha } from '@/server/auth/captcha-store';
import { attrKeyProp } from '@/server/accounts/schema-props';
import { throttle } from '@/server/accounts/send-code';
import { resolvePortal } from '@/server/http/portal';
import { params, portalHeaders } from '@/server/http/schema-parts';
import { doc, routeOf } from '@/server/http/route-of';

export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Querystring: { attrKey: string; random?: string } }>({
    ...routeOf('captcha.generate'),
    schema: {
      ...doc(
        'captcha.generate',
        'account',
        `an image/png image (${CAPTCHA_WIDTH} x ${CAPTCHA_HEIGHT} pixels), not an envelope`,
        'A captcha of 4 characters (checked in any letter case) for the attrKey, drawn as a distorted and noisy raster image: replaces its previous one, valid 5 minutes, used up by any check; throttled per address (60 per 5 minutes, then the CODE_THROTTLED envelope)',
      ),
      headers: portalHeaders,
      querystring: params({ attrKey: attrKeyProp, random: { type: 'string', maxLength: 40, description: 'a cache buster' } }, ['attrKey']),
    },
    handler: async (request, reply) => {
      const portal = await resolvePortal(request);
      await throttle(request, [['captcha-address', request.ip, CAPTCHA_ADDRESS_LIMITS]]);
      const answer = await newCaptcha(app.db, portal.id, request.query.attrKey, app.now());
      return reply.header('content-type', 'image/png').header('cache-control', 'no-store').send(captchaPng(answer));
    },
  });
}
