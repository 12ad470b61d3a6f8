// A secret shown once (a first password): large, in a monospaced face that tells 0 from O, with antd's copy button,
// and the sentence that says it is shown only now.
import { Typography } from 'antd';
import type { RevealOptions } from '@/renderers/common/kit-services';
import './reveal-body.css';

export function RevealBody({ secret, note, copyText, copiedText }: RevealOptions) {
  return (
    <div className="pc-reveal">
      <Typography.Paragraph className="pc-reveal__secret" copyable={{ text: secret, tooltips: [copyText, copiedText] }}>
        <code data-secret="">{secret}</code>
      </Typography.Paragraph>
      <p className="pc-reveal__note">{note}</p>
    </div>
  );
}
