/**
 * The chat's chime, made with Web Audio: no sound file to download; a browser that refuses to play
 * (no user gesture yet) stays silent (issue 19).
 */
export function chime(): void {
  const Context = globalThis.AudioContext as typeof AudioContext | undefined
  if (!Context) return
  try {
    const audio = new Context()
    const start = audio.currentTime
    const tone = audio.createOscillator()
    const gain = audio.createGain()
    tone.type = 'sine'
    tone.frequency.setValueAtTime(880, start)
    tone.frequency.setValueAtTime(1320, start + 0.12)
    gain.gain.setValueAtTime(0.0001, start)
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.4)
    tone.connect(gain).connect(audio.destination)
    tone.onended = () => void audio.close()
    tone.start(start)
    tone.stop(start + 0.45)
  } catch {
    // no audio here: the badge still shows the message
  }
}
