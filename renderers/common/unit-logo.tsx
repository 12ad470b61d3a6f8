/** A unit's logo mark (its short name drawn as a badge): decoration, since the unit's name always stands beside it. */
export function UnitLogo({ className, text }: { className: string; text: string }) {
  return (
    <span className={className} aria-hidden="true">
      {text}
    </span>
  );
}
