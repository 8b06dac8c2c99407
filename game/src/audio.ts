/**
 * Synthesized sounds (no audio files). Browsers start an AudioContext suspended until a user
 * gesture, and inside the casino's frame that gesture may come before the frame has focus, so
 * the context is resumed after load and again on the first pointer or key press.
 */
export function gameAudio() {
  const Context = window.AudioContext as typeof AudioContext | undefined
  const ctx = Context ? new Context() : null
  let muted = false

  const resume = () => {
    if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined)
  }
  window.addEventListener('load', resume)
  for (const type of ['pointerdown', 'keydown', 'touchstart'] as const) window.addEventListener(type, resume, { passive: true })
  resume()

  const tone = (frequency: number, at: number, duration: number, type: OscillatorType = 'sine', gain = 0.12) => {
    if (!ctx || muted) return
    const start = ctx.currentTime + at
    const osc = ctx.createOscillator()
    const amp = ctx.createGain()
    osc.type = type
    osc.frequency.setValueAtTime(frequency, start)
    amp.gain.setValueAtTime(0, start)
    amp.gain.linearRampToValueAtTime(gain, start + 0.01)
    amp.gain.exponentialRampToValueAtTime(0.0001, start + duration)
    osc.connect(amp).connect(ctx.destination)
    osc.start(start)
    osc.stop(start + duration + 0.02)
  }

  const noise = (at: number, duration: number, gain = 0.2) => {
    if (!ctx || muted) return
    const buffer = ctx.createBuffer(1, Math.floor(ctx.sampleRate * duration), ctx.sampleRate)
    const data = buffer.getChannelData(0)
    for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length)
    const src = ctx.createBufferSource()
    const amp = ctx.createGain()
    amp.gain.value = gain
    src.buffer = buffer
    src.connect(amp).connect(ctx.destination)
    src.start(ctx.currentTime + at)
  }

  return {
    resume,
    get muted() {
      return muted
    },
    setMuted(value: boolean) {
      muted = value
    },
    click: () => tone(660, 0, 0.05, 'square', 0.04),
    reelStop: (reel: number) => tone(180 + reel * 20, 0, 0.09, 'triangle', 0.14),
    tick: () => tone(1200 + Math.random() * 400, 0, 0.03, 'sine', 0.05),
    win: (big: boolean) => [523, 659, 784, big ? 1047 : 0].forEach((f, i) => f && tone(f, i * 0.09, 0.3, 'triangle', 0.12)),
    lose: () => tone(196, 0, 0.25, 'sine', 0.08),
    cashOut: () => [784, 1175].forEach((f, i) => tone(f, i * 0.08, 0.25, 'triangle', 0.13)),
    crash: () => {
      noise(0, 0.6, 0.25)
      tone(90, 0, 0.5, 'sawtooth', 0.08)
    },
    rising: (multiplierX100: number) => tone(200 + Math.min(1800, multiplierX100), 0, 0.06, 'sine', 0.025),
  }
}

export type GameAudio = ReturnType<typeof gameAudio>
