// The one inline script of every page (scripts/vite-boot.ts puts it, minified, at the top of <head>; its hash is in
// the CSP). It runs before anything paints and before any module loads, so it:
// 1. sets the theme class (a dark-theme visitor never sees a white flash);
// 2. sends a visitor to the page in their language (/zh/…, /es/…) before the English copy can paint: ?lng= first,
//    then, on an English path only, the stored or detected language (cookie, localStorage, sessionStorage, browser);
//    the result is stored. A language path is never redirected by a stored choice: it was asked for; English, the
//    default, is the only language without a prefix, so it is the only one a choice moves away from;
// 3. holds what the visitor does before the app is live: React is not listening yet, or not everywhere, and would
//    lose it. Until main.tsx sets `live`, events inside #root never reach React: the browser still types, pastes and
//    ticks natively, and each field's latest state is noted; clicks on buttons and same-site links, form submissions
//    and dropped files are kept, in order. main.tsx replays all of it once the page is live (src/lib/earlyInput.ts);
// 4. loads the app once the page has painted.
// Plain JavaScript without dependencies or modules: it runs before everything else.
(function () {
  var root = document.documentElement;
  function safe(fn) {
    try {
      return fn();
    } catch {
      return null;
    }
  }

  var theme = safe(function () { return localStorage.getItem('theme'); });
  var dark = theme === 'dark' || (theme !== 'light' && safe(function () { return matchMedia('(prefers-color-scheme: dark)').matches; }));
  if (dark) root.classList.add('dark');

  var LANGUAGES = ['en', 'zh', 'es'];
  var STORE_KEY = 'i18nextLng';
  /** The language part of a tag, if supported ('zh-CN' → 'zh'); anything that is not a plain tag is ignored. */
  function supported(value) {
    if (typeof value !== 'string' || !/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(value.trim())) return '';
    var base = value.trim().split(/[-_]/)[0].toLowerCase();
    return LANGUAGES.indexOf(base) >= 0 ? base : '';
  }
  function cookie(name) {
    var match = safe(function () { return new RegExp('(?:^|; )' + name + '=([^;]*)').exec(document.cookie); });
    return match ? safe(function () { return decodeURIComponent(match[1]); }) : null;
  }
  function detected() {
    var found = supported(cookie('i18next')) ||
      supported(safe(function () { return localStorage.getItem(STORE_KEY); })) ||
      supported(safe(function () { return sessionStorage.getItem(STORE_KEY); }));
    if (found) return found;
    var browser = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language]) || [];
    for (var i = 0; i < browser.length; i++) {
      found = supported(browser[i]);
      if (found) return found;
    }
    return 'en';
  }

  var path = location.pathname;
  var prefix = /^\/(zh|es)(?=\/|$)/.exec(path);
  var pathLanguage = prefix ? prefix[1] : 'en';
  // Pages live at paths without a trailing slash (/zh, /tools/x): /zh/ may have been answered with another page.
  var route = (prefix ? path.slice(prefix[0].length) : path).replace(/\/+$/, '') || '/';
  var params = new URLSearchParams(location.search);
  var asked = params.has('lng') ? supported(params.get('lng')) : '';
  if (params.has('lng')) params.delete('lng');
  var language = asked || (prefix ? pathLanguage : detected());
  // What was asked for or detected is remembered (as i18next's detector cached it); a language path alone is not.
  if (asked || !prefix) safe(function () { localStorage.setItem(STORE_KEY, language); });
  var query = params.toString();
  var target = (language === 'en' ? route : '/' + language + (route === '/' ? '' : route)) + (query ? '?' + query : '') + location.hash;
  var targetPath = target.split(/[?#]/)[0];
  if (language !== pathLanguage || targetPath !== path) {
    // Nothing of this page may paint: the visitor's own page is on its way.
    root.style.display = 'none';
    location.replace(target);
    return;
  }
  // Only ?lng= to drop: the page is the right one.
  if (target !== path + location.search + location.hash) safe(function () { history.replaceState(history.state, '', target); });

  var boot = (window.__toolboxBoot = { live: false, held: [], fields: [] });
  /** The visitor's latest state of a field: a re-render before the page is live may reset what the field shows. */
  function record(field) {
    var state = field.type === 'checkbox' || field.type === 'radio' ? field.checked : field.tagName === 'SELECT' ? field.selectedIndex : field.value;
    for (var i = 0; i < boot.fields.length; i++) {
      if (boot.fields[i].target === field) {
        boot.fields[i].state = state;
        return;
      }
    }
    boot.fields.push({ target: field, state: state });
  }
  var HOLD = ['click', 'auxclick', 'dblclick', 'contextmenu', 'pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart',
    'touchend', 'keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'change', 'paste', 'cut', 'copy', 'drop', 'dragover',
    'dragenter', 'submit', 'reset', 'focusin', 'focusout', 'compositionstart', 'compositionend'];
  function hasFiles(e) {
    var types = e.dataTransfer && e.dataTransfer.types;
    return !!types && Array.prototype.indexOf.call(types, 'Files') >= 0;
  }
  function hold(e) {
    if (boot.live) return;
    // A dropped file the page does not take yet would be opened by the browser, leaving the page.
    if ((e.type === 'dragover' || e.type === 'drop') && hasFiles(e)) e.preventDefault();
    var target = e.target;
    var inApp = target && target.closest && target.closest('#root');
    if (!inApp) return;
    e.stopImmediatePropagation();
    if ((e.type === 'input' || e.type === 'change') && target.matches('input, textarea, select')) {
      record(target);
    } else if (e.type === 'submit') {
      // A native submission would reload the page and lose what was typed.
      e.preventDefault();
      boot.held.push({ type: 'submit', target: target });
    } else if (e.type === 'drop' && hasFiles(e)) {
      boot.held.push({ type: 'drop', target: target, files: Array.prototype.slice.call(e.dataTransfer.files) });
    } else if (e.type === 'click' && e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey) {
      var control = target.closest('button, a[href], [role="button"]');
      if (!control || control.disabled) return;
      if (control.tagName === 'A' && (control.origin !== location.origin || control.hasAttribute('download') || (control.target && control.target !== '_self'))) return;
      e.preventDefault();
      boot.held.push({ type: 'click', target: control });
    }
  }
  for (var i = 0; i < HOLD.length; i++) addEventListener(HOLD[i], hold, true);

  // 4. The app loads once the page has painted (the list is in #app-modules, scripts/app-modules.mjs). Module scripts
  // in the page made Chrome hold the first paint until they had run, and their requests shared a slow connection
  // with the stylesheet. A page that paints nothing (a background tab, a prerender) loads after parsing; a browser
  // that reports no paint, after parsing too; one whose paint is slow, after 3 s at most. Dev has no list: Vite's
  // own module script loads the app.
  var loading = false;
  function loadApp() {
    var list = document.getElementById('app-modules');
    if (loading || !list) return;
    loading = true;
    var modules = safe(function () { return JSON.parse(list.textContent); });
    if (!modules || !modules.entry) return;
    import(modules.entry).catch(function () {
      // Offline or a new deploy: the page stays as the browser shows it, and takes input natively (see `load` below).
      boot.live = true;
    });
    // Starting a request costs the main thread 5-15 ms on a 4×-slowed CPU (measured in Chromium): two per task keep
    // each task well under 50 ms (four made tasks of 55-76 ms, a third of the page's blocking time after its paint).
    var next = 0;
    (function preloadSome() {
      for (var end = Math.min(next + 2, modules.preload.length); next < end; next++) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = modules.preload[next];
        document.head.appendChild(link);
      }
      if (next < modules.preload.length) setTimeout(preloadSome, 0);
    })();
  }
  var paintTypes = (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
  if (paintTypes.indexOf('paint') >= 0) {
    new PerformanceObserver(function (entries, observer) {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      loadApp();
    }).observe({ type: 'paint', buffered: true });
  }
  addEventListener('DOMContentLoaded', function () {
    if (paintTypes.indexOf('paint') < 0 || document.visibilityState !== 'visible') loadApp();
    else setTimeout(loadApp, 3000);
  });
  // If the app never comes (its script failed to load), the page falls back to what the browser does alone.
  addEventListener('load', function () {
    setTimeout(function () { boot.live = true; }, 20000);
  });
})();
