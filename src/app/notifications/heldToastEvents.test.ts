import { describe, expect, it, vi } from 'vitest';
import { holdToastEvents, TOAST_EVENTS } from './heldToastEvents';

describe('toast events held until the Toaster listens', () => {
  it('keeps what is sent before release and hands it over in order, then stops holding', () => {
    const target = new EventTarget();
    const held = holdToastEvents(target as unknown as Document);
    const wanted = vi.fn();
    held.onFirst(wanted);
    target.dispatchEvent(new CustomEvent('fui-toast-show', { detail: { toastId: 'a' } }));
    target.dispatchEvent(new CustomEvent('fui-toast-dismiss', { detail: { toastId: 'a' } }));
    expect(wanted).toHaveBeenCalledTimes(1);

    // The Toaster subscribes, then the held events are released to it.
    const received: string[] = [];
    for (const type of TOAST_EVENTS) target.addEventListener(type, (event) => received.push(`${type}:${(event as CustomEvent).detail.toastId}`));
    held.release();
    expect(received).toEqual(['fui-toast-show:a', 'fui-toast-dismiss:a']);

    // From now on events go to the Toaster alone, once.
    target.dispatchEvent(new CustomEvent('fui-toast-show', { detail: { toastId: 'b' } }));
    held.release();
    expect(received).toEqual(['fui-toast-show:a', 'fui-toast-dismiss:a', 'fui-toast-show:b']);
  });

  it('tells a late subscriber at once when something is already held', () => {
    const target = new EventTarget();
    const held = holdToastEvents(target as unknown as Document);
    target.dispatchEvent(new CustomEvent('fui-toast-show', { detail: { toastId: 'x' } }));
    const wanted = vi.fn();
    held.onFirst(wanted);
    expect(wanted).toHaveBeenCalledTimes(1);
  });
});
