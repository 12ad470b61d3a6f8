import { Form, ProgressBar } from 'antd-mobile';
import type { BlockContext } from '@/src/runtime/block-props';
import { meterAria, STRENGTH_COLORS, usePasswordStrength } from '@/renderers/common/password-strength/use-password-strength';

/** The strength of the new password typed in the field `name` (antd-mobile): a bar and the word 弱/中/强. */
export function H5StrengthMeter({ name, ctx, personalInputs }: { name: string; ctx: BlockContext; personalInputs: () => string[] }) {
  const strength = usePasswordStrength(Form.useWatch(name), personalInputs, ctx.t);
  if (!strength.level) return null;
  return (
    <div className="h5-strength-meter" {...meterAria(strength)}>
      <ProgressBar aria-hidden className="h5-strength-meter__bar" percent={(strength.level / 3) * 100} style={{ '--fill-color': STRENGTH_COLORS[strength.level] } as React.CSSProperties} />
      <span className="h5-strength-meter__text">{strength.text}</span>
    </div>
  );
}
