// Generates the portal's alert sounds in public/sounds (the new-order and cancelled-order chimes the
// order reminder plays when the server gives no voiceUrl/cancelVoiceUrl of its own). Synthesised
// here so their licence is ours: `node scripts/make-sounds.mjs` writes WAV, then encodes MP3 with
// `lame` (apt-get install lame) when present; the MP3s are committed and precached by the worker.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const RATE = 22_050
const outDir = path.join(import.meta.dirname, '..', 'public', 'sounds')

/** A bell-like note: a sine with two soft overtones and an exponential decay. */
function note(frequency, seconds, gain = 0.5) {
  const samples = new Float32Array(Math.round(seconds * RATE))
  for (let i = 0; i < samples.length; i++) {
    const t = i / RATE
    const attack = Math.min(1, t / 0.008)
    const decay = Math.exp(-t * 5.5)
    const wave =
      Math.sin(2 * Math.PI * frequency * t) +
      0.35 * Math.sin(2 * Math.PI * frequency * 2 * t) +
      0.12 * Math.sin(2 * Math.PI * frequency * 3 * t)
    samples[i] = (gain * attack * decay * wave) / 1.47
  }
  return samples
}

/** Notes laid out at their start times (seconds), mixed into one track. */
function mix(parts, seconds) {
  const out = new Float32Array(Math.round(seconds * RATE))
  for (const [start, samples] of parts) {
    const offset = Math.round(start * RATE)
    for (let i = 0; i < samples.length && offset + i < out.length; i++) out[offset + i] += samples[i]
  }
  return out
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2)
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32_767), i * 2))
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(RATE, 24)
  header.writeUInt32LE(RATE * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

const sounds = {
  // rising: E5, G#5, B5 (a bright major arpeggio)
  'new-order': mix([[0, note(659.25, 0.9)], [0.14, note(830.61, 0.9)], [0.28, note(987.77, 1.0)]], 1.3),
  // falling: A5, E5 (a softer fifth down)
  'order-cancelled': mix([[0, note(880, 0.8, 0.45)], [0.22, note(659.25, 1.0, 0.45)]], 1.25),
}

fs.mkdirSync(outDir, { recursive: true })
for (const [name, samples] of Object.entries(sounds)) {
  const wavPath = path.join(outDir, `${name}.wav`)
  fs.writeFileSync(wavPath, wav(samples))
  const lame = spawnSync('lame', ['--quiet', '-m', 'm', '-b', '48', wavPath, path.join(outDir, `${name}.mp3`)])
  if (lame.status === 0) {
    fs.rmSync(wavPath)
    console.log(`public/sounds/${name}.mp3`)
  } else {
    console.log(`public/sounds/${name}.wav (lame not found: kept WAV)`)
  }
}
