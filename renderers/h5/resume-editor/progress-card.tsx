import { ProgressBar } from 'antd-mobile';
import type { Completeness } from '@/src/forms/completeness';
import type { BlockContext } from '@/src/runtime/block-props';

/** The completeness bar at the top of the resume: percent, and required items done of all. */
export function ProgressCard({ ctx, done }: { ctx: BlockContext; done: Completeness }) {
  const label = ctx.t('h5.resume.progress');
  return (
    <div className="h5-card h5-resume-progress">
      <div className="h5-resume-progress__head">
        <span className="h5-resume-progress__label" id="h5-resume-progress-label">
          {label}
        </span>
        <strong className="h5-resume-progress__percent">{done.percent}%</strong>
      </div>
      <div role="progressbar" aria-labelledby="h5-resume-progress-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={done.percent}>
        <ProgressBar percent={done.percent} className="h5-resume-progress__bar" />
      </div>
      {done.totalRequired > 0 && (
        <p className="h5-resume-progress__hint">{ctx.t('h5.resume.progressHint', { filled: done.filledRequired, total: done.totalRequired })}</p>
      )}
    </div>
  );
}
