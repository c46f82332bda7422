/**
 * Lets the event loop run what waits (requests, socket frames, pushes, other options' loops) before the
 * next transaction of a burst: a fill, a liquidation batch, a funding payment. The embedded database
 * answers without real I/O, so without this a burst of hundreds of transactions is one unbroken chain
 * of promise callbacks and nothing else is served until it ends (the kill test saw a request wait 12 s,
 * and every push of a burst arrive after its last fill).
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
