// The member's hands on the chart, as three intents: pan, zoom and point (the crosshair). Mouse:
// move points, drag pans, the wheel zooms (a sideways wheel pans). Touch, as on trading apps: one
// finger dragged sideways pans, a long press brings the crosshair that then follows the finger, a
// tap shows or hides it, and two fingers pinch to zoom. Vertical drags stay the page's scroll: the
// surface is `touch-action: pan-y`, so the browser takes them (and cancels our pointer).

export interface GestureHandlers {
  /** A drag of `dx` CSS px (positive: rightwards). */
  pan(dx: number): void;
  /** Bars `factor` times wider around `x`. */
  zoom(factor: number, x: number): void;
  /** The crosshair at a point, or gone. */
  point(at: { x: number; y: number } | null): void;
}

const LONG_PRESS_MS = 400;
/** A touch that moved less than this is still a tap or a press. */
const TAP_SLOP_PX = 6;
const WHEEL_ZOOM_PER_PX = 0.002;

interface Touch {
  x: number;
  y: number;
  startX: number;
  startY: number;
}

/** Watches `surface` for gestures; answers the function that stops watching. */
export function watchGestures(surface: HTMLElement, handlers: GestureHandlers): () => void {
  surface.style.touchAction = 'pan-y';
  const touches = new Map<number, Touch>();
  // 'scroll': the finger went up or down first, so the page scrolls and the chart lets it be.
  let mode: 'idle' | 'pan' | 'crosshair' | 'pinch' | 'scroll' = 'idle';
  let crosshairShown = false;
  let pressTimer: ReturnType<typeof setTimeout> | undefined;
  let mouseDown = false;

  function show(at: { x: number; y: number } | null): void {
    crosshairShown = at !== null;
    handlers.point(at);
  }
  function spread(): { distance: number; middle: number } {
    const [a, b] = [...touches.values()];
    if (a === undefined || b === undefined) return { distance: 0, middle: 0 };
    return { distance: Math.hypot(a.x - b.x, a.y - b.y), middle: (a.x + b.x) / 2 };
  }

  function onDown(event: PointerEvent): void {
    if (event.pointerType === 'mouse') {
      mouseDown = true;
      surface.setPointerCapture(event.pointerId);
      return;
    }
    touches.set(event.pointerId, {
      x: event.offsetX,
      y: event.offsetY,
      startX: event.offsetX,
      startY: event.offsetY,
    });
    clearTimeout(pressTimer);
    if (touches.size === 2) {
      mode = 'pinch';
      return;
    }
    mode = 'idle';
    pressTimer = setTimeout(() => {
      const touch = touches.get(event.pointerId);
      if (touch === undefined) return;
      mode = 'crosshair';
      show({ x: touch.x, y: touch.y });
    }, LONG_PRESS_MS);
  }

  function onMove(event: PointerEvent): void {
    if (event.pointerType === 'mouse') {
      if (mouseDown) handlers.pan(event.movementX);
      show({ x: event.offsetX, y: event.offsetY });
      return;
    }
    const touch = touches.get(event.pointerId);
    if (touch === undefined) return;
    const before = mode === 'pinch' ? spread() : null;
    const dx = event.offsetX - touch.x;
    touch.x = event.offsetX;
    touch.y = event.offsetY;
    if (before !== null) {
      const after = spread();
      if (before.distance > 0 && after.distance > 0)
        handlers.zoom(after.distance / before.distance, after.middle);
    } else if (mode === 'crosshair') {
      show({ x: touch.x, y: touch.y });
    } else if (mode === 'pan') {
      handlers.pan(dx);
    } else if (mode === 'idle' && Math.abs(touch.x - touch.startX) > TAP_SLOP_PX) {
      clearTimeout(pressTimer);
      mode = 'pan';
      if (crosshairShown) show(null);
      handlers.pan(touch.x - touch.startX);
    } else if (mode === 'idle' && Math.abs(touch.y - touch.startY) > TAP_SLOP_PX) {
      clearTimeout(pressTimer);
      mode = 'scroll';
    }
  }

  function onUp(event: PointerEvent): void {
    if (event.pointerType === 'mouse') {
      mouseDown = false;
      return;
    }
    clearTimeout(pressTimer);
    const wasTap = mode === 'idle' && event.type === 'pointerup';
    touches.delete(event.pointerId);
    if (wasTap) show(crosshairShown ? null : { x: event.offsetX, y: event.offsetY });
    // A pinch that loses a finger stays a pinch until the last finger leaves, so it cannot jump into a pan.
    if (touches.size === 0) mode = 'idle';
  }

  function onLeave(event: PointerEvent): void {
    if (event.pointerType === 'mouse' && !mouseDown) show(null);
  }

  function onWheel(event: WheelEvent): void {
    event.preventDefault();
    if (Math.abs(event.deltaX) > Math.abs(event.deltaY)) handlers.pan(-event.deltaX);
    else handlers.zoom(Math.exp(-event.deltaY * WHEEL_ZOOM_PER_PX), event.offsetX);
  }

  const listeners = [
    ['pointerdown', onDown],
    ['pointermove', onMove],
    ['pointerup', onUp],
    ['pointercancel', onUp],
    ['pointerleave', onLeave],
    ['wheel', onWheel],
  ] as const;
  for (const [type, listener] of listeners) {
    surface.addEventListener(type, listener as EventListener, { passive: type !== 'wheel' });
  }
  return () => {
    clearTimeout(pressTimer);
    for (const [type, listener] of listeners) surface.removeEventListener(type, listener as EventListener);
  };
}
