/** A short, low error beep through WebAudio (an unknown barcode must be noticed without looking). */
let context: AudioContext | null = null;

export function beep(ms = 180, frequency = 220): void {
  try {
    const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    context ??= new Ctor();
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = 'square';
    osc.frequency.value = frequency;
    gain.gain.value = 0.15;
    osc.connect(gain).connect(context.destination);
    osc.start();
    osc.stop(context.currentTime + ms / 1000);
  } catch {
    // No audio (a policy, no device): the red message still says it.
  }
}
