import type { SaveNotice } from '@/renderers/common/resume-save-notice';

/** The body of the h5 dialog of a refused save (its title is the notice): the counts and the failing fields. */
export function SaveNoticeView({ notice }: { notice: SaveNotice }) {
  return (
    <div className="h5-save-notice" role="alert">
      {notice.summary && <p className="h5-save-notice__summary">{notice.summary}</p>}
      {notice.lines.length > 0 && (
        <ul className="h5-save-notice__lines">
          {notice.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {notice.more && <p className="h5-save-notice__summary">{notice.more}</p>}
    </div>
  );
}
