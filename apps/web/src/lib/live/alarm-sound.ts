/**
 * A repeating two-tone beep made with Web Audio (no file to load). Browsers may refuse to play
 * before the person has touched the page; `blocked` says so, and `resume()` on their next
 * touch or key starts it.
 */
export function createAlarmSound() {
  const Ctx =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  let ctx: AudioContext | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  const beep = () => {
    const c = ctx;
    if (c?.state !== 'running') return;
    const start = c.currentTime;
    for (const [offset, freq] of [
      [0, 880],
      [0.25, 660],
    ] as const) {
      const osc = c.createOscillator();
      const gain = c.createGain();
      osc.type = 'square';
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.08, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.22);
      osc.connect(gain).connect(c.destination);
      osc.start(start + offset);
      osc.stop(start + offset + 0.23);
    }
  };

  return {
    /** Starts the repeating beep; answers false when the browser holds the sound back. */
    async start(): Promise<boolean> {
      if (!Ctx) return false;
      ctx ??= new Ctx();
      if (ctx.state === 'suspended') await ctx.resume().catch(() => {});
      timer ??= setInterval(beep, 1500);
      beep();
      return ctx.state === 'running';
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    async close() {
      this.stop();
      await ctx?.close().catch(() => {});
      ctx = null;
    },
  };
}
