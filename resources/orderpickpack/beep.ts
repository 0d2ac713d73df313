/** A loud, low double beep through WebAudio: a wrong product or a surplus must be noticed without looking. */
let context: AudioContext | null = null;

export function beep(): void {
  try {
    const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    context ??= new Ctor();
    const now = context.currentTime;
    for (const start of [0, 0.22]) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = 'square';
      osc.frequency.value = 196;
      gain.gain.value = 0.2;
      osc.connect(gain).connect(context.destination);
      osc.start(now + start);
      osc.stop(now + start + 0.16);
    }
  } catch {
    // No audio (a policy, no device): the red message still says it.
  }
}
