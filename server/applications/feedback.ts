// Interview feedback: once per application, only after an interview opened it.
import type { FeedbackBody } from '@/src/core/application-api';
import type { Db } from '@/server/db/database';
import type { Owner } from './delivery-queries';
import { interviewFeedbackOpen } from '@/src/core/interview-feedback';
import { beijingDate } from '@/server/http/clock';
import { ownApplication } from './delivery-actions';
import { feedbackGiven, feedbackNotOpen } from './errors';

export async function saveFeedback(db: Db, owner: Owner, body: FeedbackBody, now: Date): Promise<void> {
  const delivery = await ownApplication(db, owner, body.deliveryId);
  if (delivery.feedback_state === 'given') throw feedbackGiven();
  const interview = await db
    .selectFrom('appointment_choices as ac')
    .innerJoin('appointment_slots as s', 's.id', 'ac.slot_id')
    .select((eb) => eb.fn.max('s.end_at').as('end'))
    .where('ac.delivery_id', '=', delivery.id)
    .executeTakeFirst();
  if (!interviewFeedbackOpen(delivery.feedback_state, interview?.end ?? null, beijingDate(now))) throw feedbackNotOpen();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    // conditional: of two saves at once, one wins
    const closed = await trx
      .updateTable('deliveries')
      .set({ feedback_state: 'given', updated_at: at })
      .where('id', '=', delivery.id)
      .where('feedback_state', '=', 'open')
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1) throw feedbackGiven();
    await trx.insertInto('feedback').values({ delivery_id: delivery.id, rating: body.rating, comment: body.comment?.trim() ?? '', created_at: at }).execute();
  });
}
