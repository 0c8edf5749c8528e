// The frame side of the Betframe cross-frame channel, by hand (a third party does not get the app bundle).
// Same-origin demo: it talks only to its own origin, the one the host accepts implicitly.
(function () {
  'use strict';
  var CHANNEL = 'betframe';
  var origin = window.location.origin;
  var labels = {
    headerHidden: 'Header hidden',
    bottomNavigationHidden: 'Bottom navigation hidden',
    routePath: 'Route path',
    microfrontendModalOpen: 'Microfrontend modal open',
    bottomActionsVisible: 'Bottom actions visible',
    betsHistoryTypeFilterVisible: 'Bets history type filter visible',
    overlayTheme: 'Overlay theme',
    consultantAvailable: 'Consultant available',
    canInstallPwa: 'Can install PWA',
  };
  var state = {
    headerHidden: false,
    bottomNavigationHidden: false,
    routePath: '/',
    microfrontendModalOpen: false,
    bottomActionsVisible: true,
    betsHistoryTypeFilterVisible: true,
    overlayTheme: 'light',
    consultantAvailable: false,
    canInstallPwa: false,
  };
  var status = 'init';
  var list = document.getElementById('keys');
  var statusEl = document.getElementById('status');

  function valid(key, value) {
    return Object.prototype.hasOwnProperty.call(state, key) && typeof value === typeof state[key];
  }
  function post(message) {
    window.parent.postMessage(message, origin);
  }
  function render() {
    statusEl.textContent = status;
    document.body.dataset.overlayTheme = state.overlayTheme;
    Object.keys(state).forEach(function (key) {
      var input = document.getElementById('key-' + key);
      if (typeof state[key] === 'boolean') input.checked = state[key];
      else input.textContent = state[key];
    });
  }
  // Sets a key from this side, as the boolean checkboxes do.
  function setFromFrame(key, value) {
    state[key] = value;
    if (status === 'handshaked') post({ channel: CHANNEL, kind: 'set', key: key, value: value });
    render();
  }
  function routeControl() {
    var form = document.createElement('form');
    var label = document.createElement('label');
    var input = document.createElement('input');
    var go = document.createElement('button');
    input.id = 'route-input';
    input.name = 'route';
    label.htmlFor = 'route-input';
    label.textContent = ' New route path ';
    go.type = 'submit';
    go.textContent = 'Set route path';
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      setFromFrame('routePath', input.value);
    });
    form.appendChild(label);
    form.appendChild(input);
    form.appendChild(go);
    return form;
  }
  function themeControl() {
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Switch overlay theme';
    button.addEventListener('click', function () {
      setFromFrame('overlayTheme', state.overlayTheme === 'dark' ? 'light' : 'dark');
    });
    return button;
  }
  Object.keys(state).forEach(function (key) {
    var item = document.createElement('li');
    if (typeof state[key] === 'boolean') {
      var label = document.createElement('label');
      var box = document.createElement('input');
      box.type = 'checkbox';
      box.id = 'key-' + key;
      box.addEventListener('change', function () {
        state[key] = box.checked;
        if (status === 'handshaked')
          post({ channel: CHANNEL, kind: 'set', key: key, value: box.checked });
        render();
      });
      label.appendChild(box);
      label.appendChild(document.createTextNode(' ' + labels[key]));
      item.appendChild(label);
    } else {
      var out = document.createElement('output');
      out.id = 'key-' + key;
      item.appendChild(document.createTextNode(labels[key] + ': '));
      item.appendChild(out);
      item.appendChild(key === 'routePath' ? routeControl() : themeControl());
    }
    list.appendChild(item);
  });

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (
      event.origin !== origin ||
      event.source !== window.parent ||
      !data ||
      data.channel !== CHANNEL
    )
      return;
    if (data.kind === 'welcome' && data.state) {
      Object.keys(data.state).forEach(function (key) {
        if (valid(key, data.state[key])) state[key] = data.state[key];
      });
      status = 'handshaked';
    } else if (data.kind === 'set' && status === 'handshaked' && valid(data.key, data.value)) {
      state[data.key] = data.value;
    }
    render();
  });

  // Hello until welcomed: the host may start listening after this page has loaded.
  var tries = 0;
  (function hello() {
    if (status !== 'init' || tries++ > 40) return;
    post({ channel: CHANNEL, kind: 'hello' });
    setTimeout(hello, 250);
  })();
  render();
})();
