// The banner of a refused stale save (CONFLICT): the person's changes stay on the page, and reloading keeps them on top
// of the latest version. Shown by useStaleSave.
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';

export function StaleSaveBanner({ onReload, reloading }: { onReload(): void; reloading: boolean }) {
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>This task changed since you opened it</MessageBarTitle>
        Someone saved it meanwhile, so your save was refused. Your changes are still on the page: reload to get the latest version, check what is highlighted as
        yours, then save again.
      </MessageBarBody>
      <MessageBarActions>
        <Button icon={<ArrowClockwiseRegular />} onClick={onReload} disabled={reloading}>
          Reload keeping my changes
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
