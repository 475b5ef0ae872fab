// A session start with its dialogs (spec 3, sections 4, 5 and 8), shared by the cluster's forms and the reruns page,
// driven by machines/sessionStartMachine.ts: zero time slots asked before sending; the request sent while the machine
// is submitting (requestOf: the same checked form, with isStartSessionConfirmed after a confirmation); a refusal with a
// SCRAPING_SESSION_* type (sessionStartAnswer.ts) opens its dialog (dialogOf), the no-menus one only informs; any other
// error, or a confirmed resend asked again, shows the failure title with the words; a start shows the success notice.
import { useMachine } from '@xstate/react';
import { useCallback } from 'react';
import { dialogOf, requestOf, sessionStartMachine, type SessionStartEvent } from '../../../machines/sessionStartMachine';
import { useNotify } from '../../app/notifications/useNotify';
import { errorMessage } from '../../relay/errorMessage';
import type { SessionStartPrompt } from './SessionStartDialogs';
import { sessionStartAnswerOf } from './sessionStartAnswer';

export interface SessionStartOptions<Form> {
  failureTitle: string;
  successNotice: string;
  send(form: Form, isStartSessionConfirmed: boolean): Promise<unknown>;
  onStarted(): void;
}

export interface SessionStart<Form> {
  /** Starts a checked form; `zeroTimeSlots` asks first. */
  request(form: Form, zeroTimeSlots: boolean): void;
  prompt: SessionStartPrompt | null;
  confirm(): void;
  cancel(): void;
  busy: boolean;
}

export function useSessionStart<Form>({ failureTitle, successNotice, send: sendForm, onStarted }: SessionStartOptions<Form>): SessionStart<Form> {
  const notify = useNotify();
  const [snapshot, , actor] = useMachine(sessionStartMachine);

  // Sends an event; when the machine then waits for the server, the request goes out and its answer comes back as the
  // next event. A start or a failure is told, and the machine goes back to the form.
  const dispatch = useCallback(
    function dispatchEvent(event: SessionStartEvent) {
      actor.send(event);
      const request = requestOf(actor.getSnapshot());
      if (!request) return;
      sendForm(request.form as Form, request.isStartSessionConfirmed).then(
        () => {
          actor.send({ type: 'STARTED' });
          notify.success(successNotice);
          actor.send({ type: 'EDIT' });
          onStarted();
        },
        (error: unknown) => {
          const answer = sessionStartAnswerOf(error);
          actor.send(answer ? { type: 'REFUSED', error: answer } : { type: 'FAILED', message: errorMessage(error) });
          const after = actor.getSnapshot();
          if (after.matches('failed')) {
            notify.error(failureTitle, after.context.failureMessage ?? errorMessage(error));
            actor.send({ type: 'EDIT' });
          }
        },
      );
    },
    [actor, sendForm, notify, successNotice, failureTitle, onStarted],
  );

  const dialog = dialogOf(snapshot);
  const prompt: SessionStartPrompt | null = dialog === null ? null : dialog.kind === 'ZERO_TIME_SLOTS' ? { kind: 'zeroTimeSlots' } : { kind: 'answer', error: dialog.error };
  return {
    request: (form, zeroTimeSlots) => dispatch({ type: 'SUBMIT', form, zeroTimeSlots }),
    prompt,
    confirm: () => dispatch({ type: 'CONFIRM' }),
    cancel: () => dispatch({ type: 'CANCEL' }),
    busy: snapshot.matches('submitting'),
  };
}
