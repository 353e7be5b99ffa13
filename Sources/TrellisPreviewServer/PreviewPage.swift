/// The page of `trellis preview`: plain HTML, CSS and JavaScript served from the binary
/// (no package manager, no CDN: the page loads nothing but its own server's URLs).
///
/// It lists the previews (`/previews.json`), opens the selected one on `/live/<name>`,
/// shows its frames as SVG in a device frame, and sends taps and control changes. The
/// selection and the controls live in the URL's fragment, so a reload (by hand, or the
/// hot reload's) comes back to the same preview and controls.
enum PreviewPage {
    static let html = """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8">
    <title>Trellis preview</title>
    <style>\(css)</style></head>
    <body>
    <aside id="sidebar"><h1>Trellis preview</h1><ul id="list"></ul></aside>
    <main>
      <div id="controls">
        <label>Device <select id="device">
          <option value="default">Preview's own size</option>
          <option value="390x844">iPhone (390×844)</option>
          <option value="375x667">iPhone SE (375×667)</option>
          <option value="820x1180">iPad (820×1180)</option>
          <option value="free">Free size</option>
        </select></label>
        <label><input id="width" type="number" min="1" max="4096" size="5"> × <input id="height" type="number" min="1" max="4096" size="5"></label>
        <label>Type <select id="typeSize">\(typeSizeOptions)</select></label>
        <label>Scheme <select id="scheme"><option>light</option><option>dark</option></select></label>
        <label>Direction <select id="direction"><option value="ltr">left to right</option><option value="rtl">right to left</option></select></label>
        <label>Scale <select id="scale"><option>1</option><option selected>2</option><option>3</option></select></label>
        <label><input id="outlines" type="checkbox"> Frame outlines</label>
      </div>
      <div id="banner" hidden></div>
      <div id="stage"><div id="device-frame"><div id="picture"></div><svg id="overlay" xmlns="http://www.w3.org/2000/svg"></svg></div></div>
      <div id="status"><span id="hover">Hover a view to see its type and frame.</span> <span id="info"></span></div>
    </main>
    <script>\(script)</script>
    </body></html>
    """

    static let typeSizeOptions = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                  "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
        .map { $0 == "large" ? "<option selected>\($0)</option>" : "<option>\($0)</option>" }.joined()

    static let css = """
    body { margin: 0; display: flex; height: 100vh; font: 13px system-ui, sans-serif; color: #222; background: #f2f2f5; }
    #sidebar { width: 260px; overflow: auto; background: #fff; border-right: 1px solid #ddd; }
    #sidebar h1 { font-size: 15px; margin: 12px; }
    #list { list-style: none; margin: 0; padding: 0; }
    #list li { padding: 6px 12px; cursor: pointer; border-left: 3px solid transparent; }
    #list li small { display: block; color: #888; }
    #list li.selected { background: #e8f0fe; border-left-color: #0a7aff; }
    main { flex: 1; display: flex; flex-direction: column; min-width: 0; }
    #controls { padding: 8px 12px; background: #fff; border-bottom: 1px solid #ddd; display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
    #controls input[type=number] { width: 60px; }
    #banner { padding: 8px 12px; background: #ffe3e0; color: #8a1c12; font-family: monospace; white-space: pre-wrap; }
    #banner.building { background: #fff6d6; color: #6b5200; }
    #stage { flex: 1; overflow: auto; display: flex; justify-content: center; align-items: flex-start; padding: 24px; }
    #device-frame { position: relative; border: 12px solid #1c1c1e; border-radius: 28px; background: #fff; overflow: hidden; box-shadow: 0 6px 24px rgba(0,0,0,.25); }
    #picture svg { display: block; }
    #overlay { position: absolute; left: 0; top: 0; pointer-events: none; }
    #status { padding: 6px 12px; background: #fff; border-top: 1px solid #ddd; font-family: monospace; }
    """

    static let script = #"""
    const $ = id => document.getElementById(id);
    const state = { name: null, previews: [], socket: null, frame: null, frames: 0, animatingFrames: 0, hover: null };
    const controlIds = ['device', 'width', 'height', 'typeSize', 'scheme', 'direction', 'scale', 'outlines'];
    window.trellis = state;

    function readHash() {
      const params = new URLSearchParams(location.hash.slice(1));
      for (const id of controlIds) {
        if (!params.has(id)) continue;
        const el = $(id);
        if (el.type === 'checkbox') el.checked = params.get(id) === '1'; else el.value = params.get(id);
      }
      return params.get('preview');
    }
    function writeHash() {
      const params = new URLSearchParams();
      if (state.name) params.set('preview', state.name);
      for (const id of controlIds) { const el = $(id); params.set(id, el.type === 'checkbox' ? (el.checked ? '1' : '0') : el.value); }
      history.replaceState(null, '', '#' + params.toString());
    }
    function controls() {
      const c = { typeSize: $('typeSize').value, scheme: $('scheme').value, direction: $('direction').value, scale: Number($('scale').value) };
      const device = $('device').value;
      if (device === 'free') { c.width = Number($('width').value) || 390; c.height = Number($('height').value) || 844; }
      else if (device !== 'default') { const [w, h] = device.split('x').map(Number); c.width = w; c.height = h; }
      return c;
    }
    async function loadList() {
      const response = await fetch('/previews.json');
      state.previews = await response.json();
      const list = $('list');
      list.innerHTML = '';
      for (const p of state.previews) {
        const li = document.createElement('li');
        li.dataset.name = p.name;
        li.innerHTML = '<span></span><small></small>';
        li.firstChild.textContent = p.name;
        li.lastChild.textContent = p.title;
        li.onclick = () => select(p.name);
        list.appendChild(li);
      }
    }
    function select(name) {
      state.name = name;
      for (const li of $('list').children) li.classList.toggle('selected', li.dataset.name === name);
      writeHash();
      connect();
    }
    function connect() {
      if (state.socket) { state.socket.onclose = null; state.socket.close(); }
      if (!state.name) return;
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(controls())) query.set(k, v);
      const socket = new WebSocket(`ws://${location.host}/live/${encodeURIComponent(state.name)}?${query}`);
      state.socket = socket;
      socket.onmessage = event => receive(JSON.parse(event.data));
      socket.onclose = () => { if (state.socket === socket) setTimeout(connect, 1000); };
    }
    function receive(message) {
      if (message.type === 'frame') { state.frames += 1; if (message.frame.animating) state.animatingFrames += 1; show(message.frame); }
      else if (message.type === 'error') { $('info').textContent = 'error: ' + message.message; }
      else if (message.type === 'building') { banner('Building…', 'building'); }
      else if (message.type === 'reload') { banner(null); loadList().then(connect); }
      else if (message.type === 'buildError') {
        banner('Build failed' + (message.file ? ` at ${message.file}:${message.line}` : '') + '\n' + message.message, 'error');
      }
    }
    function banner(text, kind) {
      const b = $('banner');
      b.hidden = !text; b.textContent = text || ''; b.className = kind || '';
    }
    function show(frame) {
      state.frame = frame;
      $('picture').innerHTML = frame.svg;
      $('device-frame').style.background = $('scheme').value === 'dark' ? '#000' : '#fff';
      const overlay = $('overlay');
      overlay.setAttribute('width', frame.width); overlay.setAttribute('height', frame.height);
      $('info').textContent = `${frame.width}×${frame.height} pt · t = ${frame.time.toFixed(2)} s${frame.animating ? ' · animating' : ''} · frames ${state.frames}`;
      drawOverlay();
    }
    function drawOverlay() {
      const overlay = $('overlay'), frame = state.frame;
      if (!frame) return;
      let out = '';
      if ($('outlines').checked) {
        for (const v of frame.views) out += `<rect x="${v.x + .25}" y="${v.y + .25}" width="${Math.max(v.width - .5, 0)}" height="${Math.max(v.height - .5, 0)}" fill="none" stroke="#ff3b30" stroke-width="0.5"/>`;
      }
      if (state.hover) {
        const v = state.hover;
        out += `<rect x="${v.x}" y="${v.y}" width="${v.width}" height="${v.height}" fill="rgba(10,122,255,.12)" stroke="#0a7aff" stroke-width="1"/>`;
      }
      overlay.innerHTML = out;
    }
    function pointIn(event) {
      const r = $('picture').getBoundingClientRect(), frame = state.frame;
      return { x: (event.clientX - r.left) * frame.width / r.width, y: (event.clientY - r.top) * frame.height / r.height };
    }
    // A tap is a press and a release on the picture. Not 'click': while an animation runs
    // every frame replaces the picture's contents, and a browser drops the click whose
    // pressed element was replaced before the release.
    let pressed = null;
    $('picture').addEventListener('pointerdown', event => {
      if (event.button === 0) pressed = { x: event.clientX, y: event.clientY };
    });
    $('picture').addEventListener('pointerup', event => {
      const down = pressed;
      pressed = null;
      if (!down || event.button !== 0 || !state.frame || !state.socket || state.socket.readyState !== 1) return;
      if (Math.hypot(event.clientX - down.x, event.clientY - down.y) > 10) return;
      const p = pointIn(event);
      state.socket.send(JSON.stringify({ type: 'tap', x: p.x, y: p.y }));
    });
    $('picture').addEventListener('mousemove', event => {
      if (!state.frame) return;
      const p = pointIn(event);
      let best = null;
      for (const v of state.frame.views) {
        if (v.removing || p.x < v.x || p.y < v.y || p.x > v.x + v.width || p.y > v.y + v.height) continue;
        if (!best || v.depth >= best.depth) best = v;
      }
      state.hover = best;
      $('hover').textContent = best ? `${best.type}${best.id ? ' id: ' + best.id : ''} — (${best.x}, ${best.y}, ${best.width}, ${best.height})  ${best.name}` : '';
      drawOverlay();
    });
    $('picture').addEventListener('mouseleave', () => { state.hover = null; drawOverlay(); });
    for (const id of controlIds) {
      $(id).addEventListener('change', () => {
        if (id === 'device' && $('device').value !== 'free' && $('device').value !== 'default') {
          const [w, h] = $('device').value.split('x'); $('width').value = w; $('height').value = h;
        }
        if (id === 'width' || id === 'height') $('device').value = 'free';
        writeHash();
        if (id === 'outlines') { drawOverlay(); return; }
        if (state.socket && state.socket.readyState === 1) state.socket.send(JSON.stringify(Object.assign({ type: 'controls' }, controls())));
      });
    }
    (async () => {
      const wanted = readHash();
      await loadList();
      const status = await (await fetch('/status.json')).json();
      if (status.error) receive(Object.assign({ type: 'buildError' }, status.error));
      const first = state.previews.find(p => p.name === wanted) || state.previews[0];
      if (first) select(first.name);
    })();
    """#
}
