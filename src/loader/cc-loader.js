/*
 * cc-loader: the classic script legacy pages include with a plain <script src>.
 * It must parse and run in any browser, so it is ES5 only (test/build checks the output).
 * Browsers without Promise get a page saying so; the rest load the module build that sits
 * next to this file: cc-elements.js, cc-autoloader.js with data-entry="autoloader", or
 * elements/cc-app.js with data-entry="app"; with data-load="after-paint", once the page's first
 * frame is painted.
 */
(function () {
  var doc = document;
  var scripts = doc.getElementsByTagName('script');
  var self = doc.currentScript || scripts[scripts.length - 1];

  function replacePageWithUnsupported() {
    var body = doc.body;
    doc.title = 'Browser not supported';
    while (body.firstChild) body.removeChild(body.firstChild);
    var main = doc.createElement('main');
    var heading = doc.createElement('h1');
    heading.appendChild(doc.createTextNode('Uh Oh! We do not support this browser'));
    var advice = doc.createElement('p');
    advice.appendChild(doc.createTextNode('Please use the latest version of one of these browsers:'));
    var list = doc.createElement('ul');
    var browsers = [
      ['Chrome', 'https://www.google.com/chrome/'],
      ['Firefox', 'https://www.mozilla.org/firefox/'],
      ['Opera', 'https://www.opera.com/'],
      ['Safari', 'https://www.apple.com/safari/']
    ];
    for (var i = 0; i < browsers.length; i++) {
      var item = doc.createElement('li');
      var link = doc.createElement('a');
      link.href = browsers[i][1];
      link.appendChild(doc.createTextNode(browsers[i][0]));
      item.appendChild(link);
      list.appendChild(item);
    }
    main.appendChild(heading);
    main.appendChild(advice);
    main.appendChild(list);
    body.appendChild(main);
  }

  if (typeof Promise === 'undefined') {
    if (doc.body) replacePageWithUnsupported();
    else if (doc.addEventListener) doc.addEventListener('DOMContentLoaded', replacePageWithUnsupported, false);
    else if (doc.attachEvent) doc.attachEvent('onreadystatechange', function () {
      if (doc.readyState === 'complete') replacePageWithUnsupported();
    });
    return;
  }

  // data-entry: "autoloader" (each tag loads itself), "app" (cc-app, which loads what each
  // route needs), or none: every element.
  var entries = { autoloader: 'cc-autoloader.js', app: 'elements/cc-app.js' };
  var wanted = self && self.getAttribute('data-entry');
  var entry = wanted && entries.hasOwnProperty(wanted) ? entries[wanted] : 'cc-elements.js';
  var base = self && self.src ? self.src.replace(/[^\/]*$/, '') : '/dist/';
  var url = base + entry;
  // Pages that enforce Trusted Types allow the policy "cc-loader"; it only ever makes the one
  // URL computed here, next to this script.
  var policies = window.trustedTypes;
  if (policies && policies.createPolicy) {
    try {
      url = policies.createPolicy('cc-loader', {
        createScriptURL: function (requested) {
          if (requested !== base + entry) throw new TypeError('cc-loader only loads ' + base + entry);
          return requested;
        }
      }).createScriptURL(url);
    } catch (error) {
      // Not allowed by the page: the assignment below then fails loudly, naming the policy.
    }
  }
  var module = doc.createElement('script');
  module.type = 'module';
  module.src = url;
  if (self && self.nonce) module.nonce = self.nonce;
  // A page may hold its module preloads back in <template id="cc-preloads"> (the app's page
  // with a server view, whose first frame must wait for no script): they are put in place with
  // the entry, so its graph is fetched at once rather than import by import. One per task:
  // each starts a request, and the app's seventeen in one task were a 17-34 ms task; four per
  // task were still 17-36 ms tasks, one is 10-14 ms (unthrottled, on the contest pages).
  var held = doc.getElementById('cc-preloads');
  var PRELOADS_PER_TASK = 1;
  function load() {
    var parent = doc.head || doc.documentElement;
    parent.appendChild(module);
    if (!held || !held.content) return;
    var nodes = doc.importNode(held.content, true).childNodes;
    var preloads = [];
    for (var i = 0; i < nodes.length; i++) if (nodes[i].nodeType === 1) preloads.push(nodes[i]);
    function appendSome() {
      var some = preloads.splice(0, PRELOADS_PER_TASK);
      for (var j = 0; j < some.length; j++) parent.appendChild(some[j]);
      if (preloads.length > 0) setTimeout(appendSome, 0);
    }
    appendSome();
  }
  // data-load="after-paint": a page whose own content comes first (a partner's article with a
  // widget in it, a page the server sent with its top in the HTML) has the elements fetched once
  // its first frame is on screen, so that frame waits for none of their scripts and they do not
  // compete with the page's own downloads. A frame is on screen a while after its frame callbacks
  // (longer when it is costly to draw: a full-screen blur takes ~50 ms more without a GPU), and
  // the browser reports it then (Paint Timing): the load waits for that report, then a task. A
  // page that paints nothing is held at most PAINT_WAIT_MS after its second frame callback.
  // Where Paint Timing is missing, the load waits for the second frame callback, then a task.
  var PAINT_WAIT_MS = 1000;
  function afterFirstPaint(then) {
    var started = false;
    function start() {
      if (started) return;
      started = true;
      setTimeout(then, 0);
    }
    var Observer = window.PerformanceObserver;
    var types = Observer && Observer.supportedEntryTypes;
    var frame = window.requestAnimationFrame;
    if (types && types.indexOf('paint') >= 0) {
      var observer = new Observer(function () {
        observer.disconnect();
        start();
      });
      observer.observe({ type: 'paint', buffered: true });
      if (frame) {
        frame(function () {
          frame(function () {
            setTimeout(start, PAINT_WAIT_MS);
          });
        });
      }
    } else if (frame) {
      frame(function () {
        frame(start);
      });
    } else {
      then();
    }
  }
  if (self && self.getAttribute('data-load') === 'after-paint') {
    afterFirstPaint(load);
  } else {
    load();
  }
})();
