// Keeps a failing part of the work area (the map's configuration, say) from taking the whole task page down: it shows
// what failed with a Retry, and the rest of the page stays usable.
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { Component, type ReactNode } from 'react';
import { errorMessage } from '../../relay/errorMessage';

interface Props {
  title: string;
  /** When it changes after a failure, the children are tried again by themselves (a report tab's new inputs). */
  resetKey?: string;
  children: ReactNode;
}

export class PanelErrorBoundary extends Component<Props, { error: unknown; attempt: number }> {
  override state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  override render(): ReactNode {
    if (this.state.error !== null) {
      return (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{this.props.title}</MessageBarTitle>
            {errorMessage(this.state.error)}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => this.setState((state) => ({ error: null, attempt: state.attempt + 1 }))}>Retry</Button>
          </MessageBarActions>
        </MessageBar>
      );
    }
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
