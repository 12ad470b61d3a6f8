/** The army site's five-pointed star in a ring, drawn in the theme's accent colour. */
export function StarEmblem() {
  return (
    <svg className="army-h5-emblem" viewBox="0 0 32 32" width="26" height="26" aria-hidden focusable="false">
      <circle cx="16" cy="16" r="14.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        fill="currentColor"
        d="M16 5.5l2.47 7.6h7.99l-6.46 4.7 2.47 7.6L16 20.7l-6.47 4.7 2.47-7.6-6.46-4.7h7.99z"
      />
    </svg>
  );
}
