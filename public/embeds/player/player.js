// Shows the item named in the query (kind, series, title) on the player's title card, as text.
const query = new URLSearchParams(location.search)
const kinds = { video: 'Video', podcast: 'Podcast', audiobook: 'Audiobook' }
const title = query.get('title')
if (title) {
  document.getElementById('title').textContent = title
  document.title = `${title} | Nova Club player`
}
const kind = query.get('kind')
if (Object.hasOwn(kinds, kind)) document.getElementById('kind').textContent = kinds[kind]
document.getElementById('series').textContent = query.get('series') ?? ''

// The preview: a slow chord of three voices made with the Web Audio API (nothing is fetched),
// one minute long, with play/pause, its progress and the time.
const PREVIEW_SECONDS = 60
const CHORD_HZ = [220, 277.18, 329.63]
const button = document.getElementById('play')
const icon = document.getElementById('icon')
const progress = document.getElementById('progress')
const time = document.getElementById('time')
const bars = document.querySelector('.bars')
let audio = null
let played = 0
let startedAt = 0
let ticker = 0

const clock = (seconds) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`

function makeAudio() {
  const context = new AudioContext()
  const volume = context.createGain()
  volume.gain.value = 0.06
  volume.connect(context.destination)
  for (const [index, hz] of CHORD_HZ.entries()) {
    const voice = context.createOscillator()
    voice.type = index === 0 ? 'sine' : 'triangle'
    voice.frequency.value = hz
    const swell = context.createOscillator()
    swell.frequency.value = 0.07 + index * 0.04
    const depth = context.createGain()
    depth.gain.value = hz * 0.004
    swell.connect(depth).connect(voice.frequency)
    voice.connect(volume)
    voice.start()
    swell.start()
  }
  return context
}

function show(seconds, playing) {
  progress.value = seconds
  time.textContent = `${clock(seconds)} / ${clock(PREVIEW_SECONDS)}`
  icon.setAttribute('d', playing ? 'M7 5h4v14H7zM13 5h4v14h-4z' : 'M8 5v14l11-7z')
  button.setAttribute('aria-label', playing ? 'Pause the preview' : 'Play the preview')
  bars.classList.toggle('playing', playing)
}

function pause() {
  played = Math.min(PREVIEW_SECONDS, played + (performance.now() - startedAt) / 1000)
  clearInterval(ticker)
  void audio.suspend()
  show(played, false)
}

function play() {
  if (played >= PREVIEW_SECONDS) played = 0
  audio ??= makeAudio()
  void audio.resume()
  startedAt = performance.now()
  ticker = setInterval(() => {
    const seconds = played + (performance.now() - startedAt) / 1000
    if (seconds >= PREVIEW_SECONDS) pause()
    else show(seconds, true)
  }, 250)
  show(played, true)
}

button.addEventListener('click', () => (bars.classList.contains('playing') ? pause() : play()))
