import { Form, Progress } from 'antd';
import type { BlockContext } from '@/src/runtime/block-props';
import { meterAria, STRENGTH_COLORS, usePasswordStrength } from '@/renderers/common/password-strength/use-password-strength';

/** The strength of the new password typed in the field `name` (antd): three steps and the word 弱/中/强. */
export function PcStrengthMeter({ name, ctx, personalInputs }: { name: string; ctx: BlockContext; personalInputs: () => string[] }) {
  const strength = usePasswordStrength(Form.useWatch(name), personalInputs, ctx.t);
  if (!strength.level) return null;
  return (
    <div className="pc-strength-meter" {...meterAria(strength)}>
      <span aria-hidden className="pc-strength-meter__bars">
        <Progress steps={3} percent={(strength.level / 3) * 100} showInfo={false} strokeColor={STRENGTH_COLORS[strength.level]} size={[40, 6]} />
      </span>
      <span className="pc-strength-meter__text">{strength.text}</span>
    </div>
  );
}
