/**
 * Timer alerts: a short Web Audio beep and an optional system Notification.
 * Browsers only let audio start after a user gesture, so `prepareAudio()` is called from
 * a click handler (Start) and the same AudioContext plays the beep later.
 */
let ctx: AudioContext | null = null;

export function prepareAudio(): void {
  try {
    if (!ctx) {
      const Ctor = globalThis.AudioContext ?? (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
      if (!Ctor) return;
      ctx = new Ctor();
    }
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  } catch {
    ctx = null;
  }
}

/** Three short beeps (880 Hz). Silent when audio is unavailable. */
export function beep(times = 3): void {
  if (!ctx) return;
  try {
    const start = ctx.currentTime + 0.01;
    for (let i = 0; i < times; i++) {
      const t = start + i * 0.35;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = 880;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.3, t + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.25);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t);
      osc.stop(t + 0.3);
    }
  } catch {
    // Audio is a nicety: the in-page message still shows.
  }
}

export type NotifyPermission = 'default' | 'granted' | 'denied' | 'unsupported';

export function notificationPermission(): NotifyPermission {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission;
}

/** Asks for permission; call from a click handler. */
export async function requestNotifications(): Promise<NotifyPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/** Shows a system notification when permitted; otherwise does nothing. */
export function systemNotify(title: string, body: string): void {
  if (notificationPermission() !== 'granted') return;
  try {
    new Notification(title, { body, tag: 'timer' });
  } catch {
    // Some platforms (Android Chrome) only allow notifications from a service worker.
  }
}
