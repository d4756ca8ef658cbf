// The demo scheduling page: offers the next working days' slots, and on confirmation tells
// the page that frames it, as a real scheduling widget does, with an 'event scheduled' message
// addressed to that page's origin only.
const slotsPerDay = ['09:30', '13:00', '16:30']
// A working week, as a scheduling widget offers: it fills the frame's fixed 630 px (SPEC.md 9),
// where three days left its lower third empty under the Confirm button.
const dayCount = 5

function nextWorkingDays(count) {
  const found = []
  const day = new Date()
  while (found.length < count) {
    day.setDate(day.getDate() + 1)
    if (day.getDay() !== 0 && day.getDay() !== 6) found.push(new Date(day))
  }
  return found
}

function parentOrigin() {
  const ancestors = window.location.ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0]
  return document.referrer ? new URL(document.referrer).origin : undefined
}

const form = document.getElementById('schedule')
const days = document.getElementById('days')
const confirm = document.getElementById('confirm')
const status = document.getElementById('status')
const booked = document.getElementById('booked')
const dayFormat = new Intl.DateTimeFormat('en', { weekday: 'long', month: 'long', day: 'numeric' })
// The slots are the candidate's local times; the legend says which zone that is.
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
const zoneName = new Intl.DateTimeFormat('en', { timeZoneName: 'short' })
  .formatToParts(new Date())
  .find((part) => part.type === 'timeZoneName')?.value
document.getElementById('zone').textContent = `Times are in your time zone: ${timeZone}${
  zoneName && zoneName !== timeZone ? ` (${zoneName})` : ''
}.`

// Each day a heading and its times as chips: a radio (named by its day and time) drawn as a
// pill, so keyboards and screen readers get the native group.
nextWorkingDays(dayCount).forEach((day, index) => {
  const group = document.createElement('div')
  group.className = 'day'
  const heading = document.createElement('h2')
  heading.id = `day-${index}`
  heading.textContent = dayFormat.format(day)
  const slots = document.createElement('div')
  slots.className = 'slots'
  for (const time of slotsPerDay) {
    const label = document.createElement('label')
    label.className = 'chip'
    const input = document.createElement('input')
    input.type = 'radio'
    input.name = 'slot'
    input.value = `${dayFormat.format(day)} at ${time}${zoneName ? ` ${zoneName}` : ''}`
    input.setAttribute('aria-label', input.value)
    const text = document.createElement('span')
    text.textContent = time
    label.append(input, text)
    slots.append(label)
  }
  group.append(heading, slots)
  days.append(group)
})

form.addEventListener('change', () => {
  confirm.disabled = !form.elements.namedItem('slot').value
})

form.addEventListener('submit', (event) => {
  event.preventDefault()
  const slot = form.elements.namedItem('slot').value
  if (!slot) return
  for (const control of form.elements) control.disabled = true
  form.hidden = true
  booked.hidden = false
  status.textContent = `Your call is booked for ${slot}.`
  // Focus follows the page's change (the Confirm button is gone), and reads the confirmation.
  booked.focus()
  const target = parentOrigin()
  if (window.parent !== window && target) {
    window.parent.postMessage({ event: 'scheduler.event_scheduled', slot }, target)
  }
})
