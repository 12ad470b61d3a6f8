import type { ReactNode } from 'react';
import { BlockView } from '@/src/runtime/block-view';
import { DelayedSpinner } from '@/src/runtime/delayed-spinner';
import { SchemaPage } from '@/src/runtime/schema-page';
import { useRuntime } from '@/src/runtime/runtime-context';
import { fallbackSite } from './last-site';
import { commonKit } from './common-kit';
import { DEFAULT_SITE_FILE } from './default-site-file';
import { RuntimeShell } from './runtime-shell';
import { DEFAULT_TIME_ZONE } from '@/src/core/time-zone';
import { useCatalogues } from './use-catalogues';

function StandaloneShell({ children }: { children: ReactNode }) {
  const { locale, catalogues } = useCatalogues();
  if (!catalogues) return <DelayedSpinner />;
  return (
    <RuntimeShell site={fallbackSite()} siteFile={DEFAULT_SITE_FILE} kit={commonKit} locale={locale} catalogues={catalogues} loginPath="/apps/sso/login" homePath="/" timeZone={DEFAULT_TIME_ZONE}>
      {children}
    </RuntimeShell>
  );
}

/** A page schema drawn outside any site: /exception and the top-level 404. */
export function StandalonePage({ pageId }: { pageId: string }) {
  return (
    <StandaloneShell>
      <SchemaPage pageId={pageId} />
    </StandaloneShell>
  );
}

export interface MessageProps {
  icon: 'error' | '404' | 'info';
  title: string;
  description: string;
  vars?: Record<string, string>;
  action?: { text: string; to: string };
}

function FilledMessage({ vars, ...props }: MessageProps) {
  const { t } = useRuntime();
  const messageProps = {
    ...props,
    title: t(props.title),
    description: t(props.description, vars),
    action: props.action ?? { text: 'runtime.backHome', to: '/index' },
  };
  return (
    <BlockView block={{ type: 'layout-bare' }} title={messageProps.title}>
      <BlockView block={{ type: 'message', props: messageProps }} />
    </BlockView>
  );
}

/** A message drawn without a page schema, for when the schemas themselves cannot be had. */
export function StandaloneMessage(props: MessageProps) {
  return (
    <StandaloneShell>
      <FilledMessage {...props} />
    </StandaloneShell>
  );
}
