import type { SaveNotice } from '@/renderers/common/resume-save-notice';

/** The body of the pc notification of a refused save (its title is the notice): the counts and the failing fields. */
export function SaveNoticeBody({ notice }: { notice: SaveNotice }) {
  return (
    <div className="pc-resume-notice">
      {notice.summary && <p className="pc-resume-notice__summary">{notice.summary}</p>}
      {notice.lines.length > 0 && (
        <ul>
          {notice.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {notice.more && <p className="pc-resume-notice__more">{notice.more}</p>}
    </div>
  );
}
