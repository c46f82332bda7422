import { describe, expect, it } from 'vitest';
import { createAppStore } from './app-store.ts';

// Spec §4: "The request counter resets when the route name changes."

describe('the pending request counter', () => {
  it('counts calls from their start to their end', () => {
    const store = createAppStore();
    const first = store.getState().requestStarted();
    const second = store.getState().requestStarted();
    expect(store.getState().pendingRequests).toBe(2);
    store.getState().requestEnded(first);
    expect(store.getState().pendingRequests).toBe(1);
    store.getState().requestEnded(second);
    expect(store.getState().pendingRequests).toBe(0);
  });

  it('resets to zero when the route name changes, not when the same route shows again', () => {
    const store = createAppStore();
    store.getState().routeNameChanged('Terms');
    store.getState().requestStarted();
    store.getState().routeNameChanged('Terms');
    expect(store.getState().pendingRequests).toBe(1);

    store.getState().routeNameChanged('Setting');
    expect(store.getState().pendingRequests).toBe(0);
    expect(store.getState().routeName).toBe('Setting');
  });

  it('ignores the late answer of a call the last route started', () => {
    const store = createAppStore();
    store.getState().routeNameChanged('Terms');
    const old = store.getState().requestStarted();
    store.getState().routeNameChanged('Setting');
    const current = store.getState().requestStarted();

    // The old page's call comes back: it must neither take the new page's call off the count…
    store.getState().requestEnded(old);
    expect(store.getState().pendingRequests).toBe(1);
    store.getState().requestEnded(current);
    expect(store.getState().pendingRequests).toBe(0);
    // …nor push the counter below zero once the new page is idle.
    store.getState().requestEnded(old);
    expect(store.getState().pendingRequests).toBe(0);
  });

  it('tells no subscriber about a change that changes nothing', () => {
    const store = createAppStore();
    store.getState().routeNameChanged('Terms');
    const old = store.getState().requestStarted();
    store.getState().routeNameChanged('Setting');
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.getState().requestEnded(old);
    store.getState().routeNameChanged('Setting');
    expect(notified).toBe(0);
  });
});
