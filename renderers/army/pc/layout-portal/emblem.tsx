// A five-pointed star on a gold ring: the army site's mark.
const STAR = '32,10 37.2,25.2 53.4,25.3 40.4,34.9 45.3,50.3 32,41 18.7,50.3 23.6,34.9 10.6,25.3 26.8,25.2';

export function Emblem() {
  return (
    <svg className="army-portal__emblem" viewBox="0 0 64 64" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#b3121f" stroke="var(--portal-accent)" strokeWidth="3" />
      <circle cx="32" cy="32" r="25" fill="none" stroke="var(--portal-accent)" strokeWidth="1" opacity="0.7" />
      <polygon points={STAR} fill="var(--portal-accent)" />
    </svg>
  );
}
