// A failed preview (the server refused the inputs, or could not answer) shows its words where the preview would be,
// with Retry; new inputs try again by themselves (resetKey), the rest of the tab stays usable.
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { Component, type ReactNode } from 'react';
import { errorMessage } from '../../relay/errorMessage';

interface Props {
  resetKey: string;
  children: ReactNode;
}

export class PreviewErrorBoundary extends Component<Props, { error: unknown; attempt: number }> {
  override state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  override render(): ReactNode {
    if (this.state.error === null) return <div key={this.state.attempt}>{this.props.children}</div>;
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>The preview could not be loaded.</MessageBarTitle>
          {errorMessage(this.state.error)}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => this.setState((state) => ({ error: null, attempt: state.attempt + 1 }))}>Retry</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
}
