import { defaultStompLimits } from './stomp/index.ts';
import type { StompLimits } from './stomp/index.ts';

/** The bounds of the socket gateway. One object per app, so a test can shorten them. */
export interface RealtimeLimits {
  /**
   * The most bytes one session may have waiting to be sent: its own queue plus what the transport
   * holds above the kernel. A consumer further behind gets an ERROR and is disconnected, so one slow
   * phone cannot grow the server's memory; 10,000 sessions at the bound would be 10 GiB, but a healthy
   * session holds a few kilobytes at most between two turns of the event loop.
   */
  readonly outboundBytesMax: number;
  /**
   * How long topic messages (prices, round clocks, notices) may wait so that the ticks of that window
   * reach each socket in one write; replies and member events never wait (flush-scheduler.ts).
   * 0 sends topics at the end of the turn like everything else.
   */
  readonly topicFlushMs: number;
  /** How often the server offers to send heart-beats (it sends one only when nothing else went out). */
  readonly heartbeatSendMs: number;
  /** How often the server asks the client for heart-beats; a client that sends none is expected none. */
  readonly heartbeatExpectMs: number;
  /** A connection silent for this many negotiated intervals is dead and dropped (its TCP may never say so). */
  readonly heartbeatMissesMax: number;
  /** A socket that has not sent CONNECT by then is dropped, so idle sockets cannot pile up. */
  readonly connectTimeoutMs: number;
  /** After an ERROR or a close, how long the peer has to read it before the socket is destroyed. */
  readonly closeGraceMs: number;
  /** Subscriptions per session: spec §7 lists 13 destinations; the rest is room for re-subscribing. */
  readonly subscriptionsMax: number;
  /**
   * Frames that may arrive while the CONNECT's token, or the site of a subscribed topic, is being
   * checked (a pipelining client; the web client sends about ten after CONNECTED).
   */
  readonly pendingFramesMax: number;
  /** The largest WebSocket message accepted; `ws` would otherwise buffer up to 100 MiB. */
  readonly inboundMessageBytesMax: number;
  readonly stomp: StompLimits;
}

export const defaultRealtimeLimits: RealtimeLimits = {
  outboundBytesMax: 1024 * 1024,
  // Below one frame of a 60 Hz screen: a price drawn on a phone is never a frame late for it, and a
  // gateway with thousands of subscribers writes each socket at most ~60 times a second whatever the
  // feed's rate (measured in bench/fanout).
  topicFlushMs: 16,
  // 10 s both ways, as @stomp/stompjs asks by default: with two misses allowed a dead phone is found
  // within 20 to 30 s, and an idle session costs one heart-beat byte per 10 s.
  heartbeatSendMs: 10_000,
  heartbeatExpectMs: 10_000,
  heartbeatMissesMax: 2,
  connectTimeoutMs: 10_000,
  closeGraceMs: 1_000,
  subscriptionsMax: 64,
  pendingFramesMax: 16,
  inboundMessageBytesMax: 2 * defaultStompLimits.frameBytesMax,
  stomp: defaultStompLimits,
};
