// Runs a record block's action: a link, or a call (after its confirmation, and after a save when it asks for one),
// then a secret of its answer shown once, its message and its navigation, else the block's data reloads. The
// terminal's dialogs come as KitServices.
import { useState } from 'react';
import type { RecordAction } from '@/src/core/blocks/record-types';
import { request } from '@/src/api/client';
import type { BlockContext } from '@/src/runtime/block-props';
import { fillPath } from '@/renderers/common/fill-path';
import type { KitServices } from '@/renderers/common/kit-services';
import { fillParams, type RecordData } from './record-fill';
import { shownInForm } from './record-errors';
import { revealOptions, revealSecret } from './reveal';

export interface ActionOptions {
  record: RecordData;
  reload: () => void;
  /** saves the form first; the saved record, or null when the save was refused (the form shows why) */
  save?: () => Promise<RecordData | null>;
  /** refusals the block shows in place (field errors, a conflict); without it the client shows every failure */
  onRefused?: (error: unknown) => void;
}

export interface ActionRunner {
  /** the key of the action running */
  busy: string | null;
  /** `at`: the instant a schedule action was given (ISO) */
  run: (action: RecordAction, at?: string) => void;
}

export function useRecordAction(ctx: BlockContext, services: KitServices, options: ActionOptions): ActionRunner {
  const [busy, setBusy] = useState<string | null>(null);

  /** The call; what follows it (a secret shown, the navigation or the reload), run once the buttons are free. */
  const perform = async (action: RecordAction, at?: string): Promise<(() => Promise<void>) | void> => {
    const record = action.saveFirst && options.save ? await options.save() : options.record;
    if (!record) return;
    if (action.kind === 'link') return ctx.navigate(fillPath(action.to ?? '', record));
    if (!action.endpoint) return;
    const params = fillParams(action.params, record);
    if (action.kind === 'schedule' && at) params[action.at ?? 'publishAt'] = at;
    const quiet = options.onRefused ? shownInForm : undefined;
    let answer: unknown;
    try {
      answer = await request(action.endpoint, params, { quiet });
    } catch (error) {
      if (quiet?.(error)) options.onRefused?.(error);
      return;
    }
    const { rest, secret } = revealSecret(answer && typeof answer === 'object' ? (answer as RecordData) : {}, action.reveal);
    if (action.message) services.toast('success', ctx.t(action.message));
    return async () => {
      if (secret !== undefined && action.reveal) await services.reveal(revealOptions(ctx, action.reveal, secret));
      const after = { ...record, ...rest };
      if (action.navigate) ctx.navigate(fillPath(action.navigate, after));
      else options.reload();
    };
  };

  // a confirmation stays open (loading) while this runs: the secret's dialog comes after it closed
  const guarded = async (action: RecordAction, at?: string) => {
    setBusy(action.key);
    let then: (() => Promise<void>) | void;
    try {
      then = await perform(action, at);
    } finally {
      setBusy(null);
    }
    if (then) void then();
  };

  const run = (action: RecordAction, at?: string) => {
    if (busy) return;
    if (!action.confirm) return void guarded(action, at);
    services.confirm({
      content: ctx.t(action.confirm),
      okText: ctx.t('record.confirm.ok'),
      cancelText: ctx.t('record.confirm.cancel'),
      danger: action.danger,
      onOk: () => guarded(action, at),
    });
  };

  return { busy, run };
}
