// Starts Sillage once the page the server drew has been painted (ADR 036). The app's modules are
// fetched after that first paint rather than beside the page's styles, so the page shows as soon
// as its HTML and styles are in; the app then takes it over. Plain JavaScript: it runs as is.
(function boot() {
  var entry = document.querySelector('meta[name="sillage:entry"]');
  var modules = document.querySelector('meta[name="sillage:modules"]');
  var app = document.getElementById('app');
  if (!entry || !app) return;
  // Until the app has taken the page over, the drawn page is to be looked at, not used: a tap or
  // a typed letter would be lost when the app replaces it. The app lifts this (web/main.tsx), and
  // so does a failure to load it. Without JavaScript the page's links work as plain links.
  // Assistive technologies meet the page once it works, as they did before pages were drawn.
  app.inert = true;
  app.setAttribute('aria-hidden', 'true');
  var names = modules ? modules.getAttribute('content').split(' ').filter(Boolean) : [];
  var next = 0;
  // A few modules a task: asking for a resource costs the page's thread a few milliseconds on a
  // phone, and twenty of them in one task made a long one.
  function start() {
    for (var end = Math.min(next + 5, names.length); next < end; next += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = names[next];
      document.head.appendChild(link);
    }
    if (next < names.length) {
      setTimeout(start, 0);
      return;
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.getAttribute('content');
    script.onerror = function () {
      app.inert = false;
      app.removeAttribute('aria-hidden');
    };
    document.head.appendChild(script);
  }
  // A page opened in the background is never painted: start at once there.
  if (document.visibilityState === 'hidden') start();
  // The frame after the next: the first is the page's own paint.
  else
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
})();
