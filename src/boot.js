// Inlined into every prerendered page (scripts/prerender.ts explains why and when it starts the
// app; server/http/security.ts allows it by its hash). Besides starting the app, it does what
// must happen before the app's code has arrived:
// - an interview link is stored at once (SPEC.md 2.8, 4), so a candidate who moves on before
//   the app runs keeps the overlay on the next route (src/lib/interviewSession.ts's keys), and
//   so is an invited candidate's invitation ref, with which the interview flow reports their
//   progress (src/lib/interviewInvitation.ts `keepInterviewLink` does the same in the app);
// - it notes what the visitor did before React hydrated the page, for the views to act on once
//   they have (src/ui/lazy/earlyInput.ts): a button pressed (shown busy at once), a form sent
//   (not sent natively: the page would reload), the text of a textarea (React resets a
//   textarea's text as it hydrates it; an input keeps it), and the selection in a textarea.
//   No event is dispatched again.
;(function () {
  var tag = document.currentScript
  var entry = tag.getAttribute('data-entry')
  var modules = (tag.getAttribute('data-modules') || '').split(' ').filter(Boolean)
  var root = document.documentElement

  try {
    var path = location.pathname.replace(/\/+$/, '')
    if (path.indexOf('/interview/') === 0 && path.length > '/interview/'.length) {
      // The invitation's ref (its mail link's `invite`) goes with its link: a new ref replaces
      // it, another link without one removes it, the same link reloaded without it keeps it.
      var invite = new URLSearchParams(location.search).get('invite')
      if (invite !== null && /^[A-Za-z0-9_-]{22}$/.test(invite))
        sessionStorage.setItem('interviewInvite', invite)
      else if (sessionStorage.getItem('interviewUrl') !== path)
        sessionStorage.removeItem('interviewInvite')
      sessionStorage.setItem('interviewUrl', path)
    }
  } catch {
    // A privacy mode or a sandboxed frame: the app's flow remembers nothing either.
  }

  // A link to a part of a page (/#footer-subscribe-heading): the first paint waits until the
  // whole page is parsed, the platform's own way (rel=expect, blocking=render). The browser
  // scrolls to the part only once parsing stops (Chromium: FrameLoader::FinishedParsing), so a
  // paint before that, on a slow phone whose parser yields between chunks, shows the top of the
  // page and jumps down a moment later, under a finger that has already tapped what the top
  // showed. Expecting the part itself ended the wait when the part was parsed, still before the
  // scroll. So the link names no element: such a wait ends when parsing stops (HTML, "the end"),
  // in the same task as the scroll. Only while the head is parsed, and only for a plain id.
  if (/^#[A-Za-z][\w-]*$/.test(location.hash) && !document.body) {
    var expect = document.createElement('link')
    expect.rel = 'expect'
    expect.href = '#the-whole-page-parsed' // an id no page uses
    expect.setAttribute('blocking', 'render')
    document.head.appendChild(expect)
  }

  var early = (window.__earlyInput = {
    pressed: new WeakMap(),
    submitted: new WeakMap(),
    typed: new WeakMap(),
    selected: new WeakMap(),
  })
  function beforeHydration() {
    return !root.hasAttribute('data-hydrated')
  }
  document.addEventListener(
    'click',
    function (event) {
      var button = event.target.closest && event.target.closest('button')
      if (!button || button.disabled || button.type === 'submit') return
      // The interview overlay's preview is replaced, not hydrated: noted until then.
      if (!beforeHydration() && !button.closest('[data-overlay-preview]')) return
      early.pressed.set(button, event)
      button.setAttribute('aria-busy', 'true')
    },
    true,
  )
  document.addEventListener(
    'submit',
    function (event) {
      if (!beforeHydration()) return
      event.preventDefault()
      early.submitted.set(event.target, event)
      if (event.submitter) event.submitter.setAttribute('aria-busy', 'true')
    },
    true,
  )
  document.addEventListener(
    'input',
    function (event) {
      if (beforeHydration() && event.target.tagName === 'TEXTAREA')
        early.typed.set(event.target, event.target.value)
    },
    true,
  )
  // Hydrating a textarea resets its text, and with it the visitor's selection (select all,
  // then type over): noted with the text it was made in, to be put back.
  function noteSelection(event) {
    var field = event.target
    if (!beforeHydration() || field.tagName !== 'TEXTAREA') return
    early.selected.set(field, {
      value: field.value,
      start: field.selectionStart,
      end: field.selectionEnd,
      direction: field.selectionDirection,
    })
  }
  document.addEventListener('select', noteSelection, true)
  document.addEventListener('selectionchange', noteSelection, true)

  var started = false
  function start() {
    if (started) return
    started = true
    import(entry)
    preloadSome()
  }
  // Starting a request costs the main thread a few milliseconds on a slow phone: a few per
  // task, so that input is never blocked for long.
  function preloadSome() {
    modules.splice(0, 4).forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.appendChild(link)
    })
    if (modules.length) setTimeout(preloadSome, 0)
  }
  // The app starts once the page has painted: not before (its requests would compete with
  // the page's stylesheet, fonts and largest image), not later (every moment before hydration
  // is one in which a press waits).
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes
  if (document.visibilityState !== 'visible' || !types || types.indexOf('paint') < 0) {
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', start, { once: true })
    else start()
    return
  }
  var observer = new PerformanceObserver(function (list) {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    setTimeout(start, 0)
  })
  observer.observe({ type: 'paint', buffered: true })
  setTimeout(start, 3000)
})()
