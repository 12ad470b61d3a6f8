import type { ReactElement } from 'react';

const common = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const icons: Record<string, ReactElement> = {
  all: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" {...common} />,
  campus: <path d="M2 9l10-5 10 5-10 5zM6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5M22 9v6" {...common} />,
  social: <path d="M8 7V5.5A1.5 1.5 0 0 1 9.5 4h5A1.5 1.5 0 0 1 16 5.5V7M3 7h18v12H3zM3 12.5h18" {...common} />,
  veterans: <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" {...common} />,
};

export function StatIcon({ type }: { type: string }) {
  return (
    <svg className="pc-stats__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      {icons[type] ?? icons.all}
    </svg>
  );
}
