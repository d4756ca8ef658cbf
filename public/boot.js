// Starts the app of a prerendered page once the page itself has loaded (the window's load
// event: its stylesheet, fonts and images) and the browser has shown it. The page paints
// and its largest image arrives without scripts competing for the connection or the main
// thread; text typed before hydration is kept (src/ui/forms/useTextTypedEarly.ts). The
// prerenderer (scripts/prerender.ts) names the entry and the page's other modules in this
// tag's data attributes.
;(function () {
  var tag = document.currentScript
  var entry = tag.getAttribute('data-entry')
  var modules = (tag.getAttribute('data-modules') || '').split(' ').filter(Boolean)
  var started = false
  function start() {
    if (started) return
    started = true
    // Fetched in parallel with the entry instead of after it, as modulepreload links would.
    modules.forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.appendChild(link)
    })
    import(entry)
  }
  // The load event can come before the page is on screen (a busy phone: its first frame waits
  // for the raster threads, which the app's scripts would compete with). The browser reports
  // the first contentful paint once that frame is presented; start after it. A hidden tab
  // paints nothing, and a browser without paint timing reports nothing: they start at once. A
  // tab hidden before its first paint may never report one: it starts 3 s after the load.
  function afterFirstPaint() {
    var observable = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes
    if (
      document.visibilityState !== 'visible' ||
      !observable ||
      PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0
    )
      return start()
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      setTimeout(start, 0)
    })
    observer.observe({ type: 'paint', buffered: true })
    setTimeout(start, 3000)
  }
  if (document.readyState === 'complete') afterFirstPaint()
  else window.addEventListener('load', afterFirstPaint, { once: true })
})()
