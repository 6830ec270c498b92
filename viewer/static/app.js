// The RFC 2396 viewer's page. It asks api/view about what is typed and
// shows the answer; published as static files, with no server of ours
// (a meta element rfc2396-wasm names the module), it asks the same API
// built as WebAssembly, which answers the same request with the same JSON. Every text from the input or the answer reaches the
// page as a text node (textContent, createTextNode), never as HTML. The
// view's state lives in the fragment:
// #ref=...&base=...&rfc2732=0&queryonly=0&rfc3986=1&readings=rfc2396,whatwg.
// A switch is on unless the fragment turns it off, so that a fragment
// without switches reads as the module's default, RFC 2732 with "?y";
// rfc3986=1 chooses RFC 3986's grammar instead, where the two switches,
// kept for when RFC 2396 is chosen again, do not apply.
// readings names the columns shown of the readings side by side (each by
// readingId); a fragment that names none shows them all.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const inputs = {
    ref: $("ref"),
    base: $("base"),
    rfc2732: $("rfc2732"),
    queryonly: $("queryonly"),
    grammar: $("grammar"),
  };
  const statusEl = $("status");
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();

  // ---- The state and the fragment.

  // wellFormed replaces lone surrogates, which encodeURIComponent and
  // UTF-8 cannot carry.
  const wellFormed = (s) => (s.toWellFormed ? s.toWellFormed() : s);

  // decode percent-decodes a fragment value; "+" stays "+", since it is
  // a character of URIs, not a space.
  function decode(v) {
    try {
      return decodeURIComponent(v);
    } catch {
      return v;
    }
  }

  // stateOfFragment reads the state of a fragment "#ref=...&...": a
  // switch is on but for "=0".
  function stateOfFragment(hash) {
    const state = { ref: "", base: "", rfc2732: true, queryonly: true, rfc3986: false, readings: [] };
    for (const part of hash.replace(/^#/, "").split("&")) {
      if (part === "") continue;
      const eq = part.indexOf("=");
      const key = eq < 0 ? part : part.slice(0, eq);
      const value = eq < 0 ? "" : decode(part.slice(eq + 1));
      if (key === "ref" || key === "base") state[key] = value;
      if (key === "rfc2732" || key === "queryonly") state[key] = value !== "0";
      if (key === "rfc3986") state.rfc3986 = value !== "0";
      if (key === "readings") state.readings = value.split(",").filter((id) => id !== "");
    }
    return state;
  }

  // fragmentOf writes a state as a fragment: each text percent-encoded,
  // left out when empty; each switch only when it is off; rfc3986 only
  // when it is chosen.
  function fragmentOf(state) {
    const parts = [];
    for (const key of ["ref", "base"]) {
      if (state[key] !== "") parts.push(key + "=" + encodeURIComponent(wellFormed(state[key])));
    }
    for (const key of ["rfc2732", "queryonly"]) {
      if (!state[key]) parts.push(key + "=0");
    }
    if (state.rfc3986) parts.push("rfc3986=1");
    if (state.readings.length > 0) parts.push("readings=" + state.readings.join(","));
    return "#" + parts.join("&");
  }

  function stateOfForm() {
    return {
      ref: inputs.ref.value,
      base: inputs.base.value,
      rfc2732: inputs.rfc2732.checked,
      queryonly: inputs.queryonly.checked,
      rfc3986: inputs.grammar.value === "rfc3986",
    };
  }

  function setForm(state) {
    inputs.ref.value = state.ref;
    inputs.base.value = state.base;
    inputs.rfc2732.checked = state.rfc2732;
    inputs.queryonly.checked = state.queryonly;
    inputs.grammar.value = state.rfc3986 ? "rfc3986" : "rfc2396";
    showGrammar();
  }

  // showGrammar disables RFC 2396's switches while RFC 3986 is chosen:
  // they keep their state, for when RFC 2396 is chosen again.
  function showGrammar() {
    $("switches").disabled = inputs.grammar.value === "rfc3986";
  }

  // ---- Asking the API.

  // askServer sends the fields, URL-encoded, to the server's API.
  async function askServer(fields, signal) {
    const res = await fetch("api/view", { method: "POST", body: fields, signal });
    return { status: res.status, statusText: res.statusText, data: await res.json() };
  }

  // moduleAsker starts the API built as WebAssembly, the module at url,
  // run by Go's wasm_exec.js (loaded before this script, as its global
  // Go), and returns a function that asks it as askServer asks the
  // server: the module's rfc2396View takes the same fields and returns
  // the status and the JSON the server's API would.
  function moduleAsker(url) {
    const started = (async () => {
      if (typeof Go !== "function") throw new Error("wasm_exec.js, which runs the module, did not load");
      const go = new Go();
      const res = await fetch(url);
      if (!res.ok) throw new Error(url + ": " + res.status + " " + res.statusText);
      const wasm = (res.headers.get("Content-Type") || "").startsWith("application/wasm")
        ? await WebAssembly.instantiateStreaming(res, go.importObject)
        : await WebAssembly.instantiate(await res.arrayBuffer(), go.importObject);
      go.run(wasm.instance); // runs the module's main, which sets rfc2396View and waits
      if (typeof globalThis.rfc2396View !== "function") throw new Error(url + " did not start");
    })();
    return async (fields, signal) => {
      await started;
      if (signal.aborted) throw new DOMException("a later change is on its way", "AbortError");
      const r = globalThis.rfc2396View(fields.toString());
      return { status: r.status, statusText: "", data: JSON.parse(r.body) };
    };
  }

  const moduleMeta = document.querySelector('meta[name="rfc2396-wasm"]');
  const ask = moduleMeta ? moduleAsker(moduleMeta.content) : askServer;
  if (moduleMeta) $("engine").textContent = "Answered in this page by the library built as WebAssembly.";

  let seq = 0; // the number of the latest request
  let inflight = null; // its AbortController
  let answer = null; // the answer shown, with the state it answers
  let keyTime = null; // when the last key went down (performance.now's clock)
  let lastFragment = null; // the fragment the page last wrote or read

  // update asks about the form and shows the answer. startedAt is when
  // the change began (a key going down), on performance.now's clock: the
  // page notes, in data- attributes of the status line, the milliseconds
  // from it to the answer shown, and how they were spent.
  async function update(startedAt) {
    const asked = performance.now();
    const state = stateOfForm();
    const my = ++seq;
    statusEl.dataset.asked = String(my); // data-seq says when its answer is shown
    if (inflight) inflight.abort();
    const ctl = new AbortController();
    inflight = ctl;
    const body = new URLSearchParams();
    body.set("ref", wellFormed(state.ref));
    body.set("base", wellFormed(state.base));
    if (state.rfc3986) {
      body.set("rfc3986", "1");
    } else {
      if (state.rfc2732) body.set("rfc2732", "1");
      if (state.queryonly) body.set("queryonly", "1");
    }
    let res, data;
    try {
      res = await ask(body, ctl.signal);
      data = res.data;
    } catch (e) {
      if (e.name !== "AbortError" && my === seq) fail("The viewer did not answer: " + e.message);
      return;
    }
    if (my !== seq) return; // a later change is on its way
    inflight = null;
    if (res.status !== 200) {
      fail("The viewer refused the request (" + res.status + "): " + (data.message || res.statusText));
      return;
    }
    answer = { state, view: data };
    const answered = performance.now();
    render(data);
    if (maskFields()) update();
    const now = performance.now();
    statusEl.dataset.seq = String(my);
    if (startedAt !== undefined) {
      statusEl.dataset.latency = (now - startedAt).toFixed(2);
      statusEl.dataset.request = (answered - asked).toFixed(2);
      statusEl.dataset.render = (now - answered).toFixed(2);
      requestAnimationFrame(() => {
        if (statusEl.dataset.seq === String(my)) {
          statusEl.dataset.frameLatency = (performance.now() - startedAt).toFixed(2);
        }
      });
    }
  }

  function fail(message) {
    const f = $("failure");
    f.textContent = message;
    f.hidden = false;
  }

  // ---- Building the page from the answer, as text.

  // el makes an element with attributes and children; a string child
  // becomes a text node.
  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    for (const c of children) e.append(c instanceof Node ? c : document.createTextNode(String(c)));
    return e;
  }

  // slices cuts text at the byte offsets of its UTF-8 form, as the API
  // gives them.
  function slices(text, ...offsets) {
    const bytes = encoder.encode(text);
    const out = [];
    let from = 0;
    for (const off of offsets) {
      const to = Math.max(from, Math.min(off, bytes.length));
      out.push(decoder.decode(bytes.subarray(from, to)));
      from = to;
    }
    out.push(decoder.decode(bytes.subarray(from)));
    return out;
  }

  // showMirror shows text under its input with the span [pos,end)
  // highlighted (an empty span as a thin mark), and with the character at
  // caret, if any, marked as the error's.
  function showMirror(mirror, text, span, caret) {
    mirror.replaceChildren();
    const marks = [];
    if (span) marks.push({ pos: span.pos, end: span.end, cls: "span" });
    if (caret !== undefined && caret !== null) {
      const [before, rest] = slices(text, caret);
      const n = rest === "" ? 0 : encoder.encode(String.fromCodePoint(rest.codePointAt(0))).length;
      marks.push({ pos: caret, end: caret + n, cls: "caret-at" });
    }
    if (marks.length === 0) {
      mirror.append(document.createTextNode(text));
      return;
    }
    // At most two marks; where they overlap, the first keeps the overlap.
    marks.sort((a, b) => a.pos - b.pos);
    let at = 0;
    for (const m of marks) {
      const pos = Math.max(m.pos, at);
      const [before, inside] = slices(text, at, pos, Math.max(pos, m.end)).slice(1, 3);
      mirror.append(document.createTextNode(before));
      const mark = el("mark", { class: m.cls }, inside);
      if (inside === "") mark.classList.add("empty-span");
      mirror.append(mark);
      at = Math.max(pos, m.end);
    }
    mirror.append(document.createTextNode(slices(text, at)[1]));
  }

  let refSpan = null; // the span highlighted in the reference

  function showRefMirror() {
    const v = answer && answer.view;
    const mirror = $("ref-mirror");
    if (!v) return;
    const caret = v.error ? v.error.offset : null;
    const resolveCaret = v.resolution && v.resolution.error && v.resolution.error.which === "ref" ? v.resolution.error.offset : null;
    showMirror(mirror, v.ref, refSpan, caret !== null ? caret : resolveCaret);
  }

  function highlight(span) {
    refSpan = span;
    showRefMirror();
  }

  // value shows a component's text: undefined (null) and empty ("")
  // differently, in words as well as in looks.
  function value(text) {
    if (text === null || text === undefined) return el("span", { class: "undefined" }, "undefined");
    if (text === "") return el("span", { class: "empty" }, "empty (\u201c\u201d)");
    return el("code", { class: "value" }, text);
  }

  // offsets shows a range [pos,end) of the reference.
  function offsets(range) {
    return range ? "[" + range.pos + "," + range.end + ")" : "";
  }

  // at marks an element with the range it shows, for highlighting.
  function at(e, range) {
    if (range) {
      e.dataset.pos = String(range.pos);
      e.dataset.end = String(range.end);
    }
    return e;
  }

  function fieldList(dl, rows) {
    dl.replaceChildren();
    for (const [name, v] of rows) {
      dl.append(el("dt", {}, name), el("dd", {}, v));
    }
  }

  // character shows an error's character, and its code point, since a
  // space or a control character shows as nothing.
  function character(c) {
    const hex = c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0");
    return el("span", {}, el("code", { class: "value char" }, c), " ", el("span", { class: "note" }, "U+" + hex));
  }

  function errorRows(e) {
    const rows = [
      ["offset", String(e.offset)],
      ["character", e.char === null ? el("span", { class: "undefined" }, "end of input") : character(e.char)],
    ];
    if (e.rule) rows.push(["rule", el("code", {}, e.rule)]);
    if (e.expected.length > 0) rows.push(["expected", e.expected.join(", ")]);
    if (e.hint) rows.push(["hint", e.hint]);
    rows.push(["message", e.message]);
    return rows;
  }

  // writeFragment writes the state the page shows, v's and the readings
  // shown, into the fragment and the share link.
  function writeFragment(v) {
    // The switches the answer leaves off under RFC 3986 are the form's.
    const switches = v.rfc3986 ? answer.state : v;
    const shared = fragmentOf({ ref: v.ref, base: v.base, rfc2732: switches.rfc2732, queryonly: switches.queryonly, rfc3986: v.rfc3986, readings: shownReadings });
    $("share").setAttribute("href", shared);
    if (location.hash !== shared && !(location.hash === "" && shared === "#")) {
      history.replaceState(null, "", shared);
    }
    lastFragment = location.hash;
  }

  function render(v) {
    $("failure").hidden = true;
    $("redacted").hidden = !v.redacted;
    renderReadings(v);
    writeFragment(v);

    if (v.valid) {
      const first = v.tree.children[0];
      let kind = "a fragment alone: the current document";
      if (first && first.type !== "Fragment") kind = first.rule;
      else if (v.ref === "") kind = "the empty reference: the current document";
      if (v.rfc3986) kind += ", in RFC 3986";
      statusEl.textContent = "Valid: a URI reference (" + kind + ").";
      statusEl.className = "status valid";
    } else {
      statusEl.textContent = "Not a URI reference: " + v.error.message;
      statusEl.className = "status invalid";
    }
    refSpan = null;
    showRefMirror();

    // The error.
    $("error").hidden = v.valid;
    if (!v.valid) {
      $("error-caret").textContent = v.error.caret;
      fieldList($("error-fields"), errorRows(v.error));
    }

    renderComponents(v);
    renderTree(v.tree, v.tree_omitted);

    $("normal").hidden = v.normal === null;
    $("normal-text").textContent = v.normal === null ? "" : v.normal;

    renderResolution(v);
  }

  // renderComponents shows the components, parse --json's record, each
  // with its range in the reference (v.ranges, keyed as they are).
  function renderComponents(v) {
    const c = v.components;
    $("components").hidden = c === null;
    const body = $("components-body");
    body.replaceChildren();
    const seg = $("segments");
    seg.replaceChildren();
    if (c === null) return;
    const row = (name, key, ...notes) => {
      const range = v.ranges.texts[key];
      body.append(at(el("tr", {}, el("th", { scope: "row" }, name), el("td", {}, value(c[key]), ...notes), el("td", { class: "offsets" }, offsets(range))), range));
    };
    const note = (s) => el("span", { class: "note" }, " " + s);
    row("scheme", "scheme");
    const authNotes = [];
    if (c.authority_kind) authNotes.push(note("(" + c.authority_kind + ")"));
    if (c.server_error) authNotes.push(el("div", { class: "note" }, "not a server: " + c.server_error.message));
    row("authority", "authority", ...authNotes);
    row("userinfo", "userinfo");
    row("host", "host", ...(c.host_kind ? [note("(" + c.host_kind + ")")] : []));
    row("port", "port");
    if (c.opaque !== null) {
      row("opaque part", "opaque");
    } else {
      row("path", "path");
    }
    row("query", "query");
    row("fragment", "fragment");

    if (c.segments === null) {
      seg.append(el("p", {}, "none: an opaque URI has no path segments"));
      return;
    }
    if (c.segments.length === 0) {
      seg.append(el("p", {}, "none: the path is empty"));
      return;
    }
    const ol = el("ol", { class: "segments" });
    c.segments.forEach((s, i) => {
      const r = v.ranges.segments[i];
      const li = at(el("li", {}, at(value(s.name), r.name)), r);
      if (s.params.length > 0) {
        const params = el("ul", { class: "params", "aria-label": "params" });
        s.params.forEach((p, j) => params.append(at(el("li", {}, "param ", value(p)), r.params[j])));
        li.append(params);
      }
      ol.append(li);
    });
    seg.append(ol);
    if (v.segments_omitted > 0) seg.append(el("p", { class: "note" }, "\u2026 and " + v.segments_omitted + " more segments, not shown."));
    if (v.params_omitted > 0) seg.append(el("p", { class: "note" }, "\u2026 and " + v.params_omitted + " more params, not shown."));
  }

  function renderTree(tree, omitted) {
    $("tree").hidden = tree === null;
    const root = $("tree-root");
    root.replaceChildren();
    const more = $("tree-omitted");
    more.hidden = !omitted;
    more.textContent = omitted ? "\u2026 and " + omitted + " more nodes, not shown." : "";
    if (tree === null) return;
    let first = true;
    const add = (parent, n, level) => {
      // A node of RFC 3986's derivation has a rule and no ast type.
      const label = el(
        "span",
        { class: "node" },
        ...(n.type ? [el("span", { class: "type" }, n.type), " "] : []),
        el("span", { class: "rule" }, n.rule),
        " ",
        el("span", { class: "offsets" }, offsets(n)),
        " ",
        value(n.text),
      );
      if (n.trailing_dot) label.append(el("span", { class: "note" }, " (trailing dot)"));
      const li = el("li", { role: "treeitem", "aria-level": String(level), tabindex: first ? "0" : "-1" }, label);
      first = false;
      at(li, n);
      if (n.children.length > 0) {
        li.setAttribute("aria-expanded", "true");
        const ul = el("ul", { role: "group" });
        for (const c of n.children) add(ul, c, level + 1);
        li.append(ul);
      }
      parent.append(li);
    };
    add(root, tree, 1);
  }

  function renderResolution(v) {
    const r = v.resolution;
    $("resolution").hidden = r === null;
    const mirror = $("base-mirror");
    mirror.hidden = v.base === "";
    const baseCaret = r && r.error && r.error.which === "base" ? r.error.offset : null;
    showMirror(mirror, v.base, null, baseCaret);
    if (r === null) return;
    const rows = [];
    if (r.valid) {
      rows.push(["resolved URI", el("code", { class: "value", id: "resolved" }, r.uri)]);
      rows.push(["same document", r.same_document ? "yes (section 4.2)" : "no"]);
      rows.push(["normal form", el("code", { class: "value", id: "resolved-normal" }, r.normal)]);
      rows.push([
        "relative form",
        r.relative !== null
          ? r.relative === ""
            ? el("span", { class: "empty", id: "relative" }, "empty (\u201c\u201d): the base itself")
            : el("code", { class: "value", id: "relative" }, r.relative)
          : el("span", { class: "note", id: "relative" }, "none: " + r.relative_error.message),
      ]);
    } else {
      const where = r.error.which === "base" ? "the base" : r.error.which === "ref" ? "the reference" : "the two together";
      rows.push(["cannot resolve", where + ": " + r.error.message]);
    }
    fieldList($("resolution-fields"), rows);
    $("resolution-error").hidden = r.valid;
    if (!r.valid) {
      $("resolution-caret").textContent = r.error.caret;
      fieldList($("resolution-error-fields"), errorRows(r.error));
    }
    const steps = $("steps");
    steps.replaceChildren();
    for (const s of r.steps) {
      steps.append(el("li", {}, el("span", { class: "step" }, "step " + s.name + ":"), " ", s.note));
    }
    $("steps-h").hidden = r.steps.length === 0;
  }

  // ---- The readings side by side.

  let shownReadings = []; // the ids of the readings shown, as the fragment names them; none: all

  // readingId names a reading in the fragment: its name in lower case up
  // to a " (", letters and digits only ("net/url (go1.26.0)" is neturl).
  const readingId = (name) => name.toLowerCase().split(" (")[0].replace(/[^a-z0-9]/g, "");

  // columns returns the readings of c to show, in c's order: those that
  // shownReadings names, or all when it names none of them. It drops from
  // shownReadings the ids that name no reading, and all of them when they
  // name every reading, so that the fragment names none.
  function columns(c) {
    const named = c.readings.filter((r) => shownReadings.includes(readingId(r.reading)));
    if (named.length === 0 || named.length === c.readings.length) {
      shownReadings = [];
      return c.readings;
    }
    shownReadings = named.map((r) => readingId(r.reading));
    return named;
  }

  // fieldKeys lists the fields that some reading gives, in the order of
  // the readings' fields: each reading's keys are in that one order, a
  // reading leaving out those it cannot express.
  function fieldKeys(c) {
    const keys = [];
    for (const r of c.readings) {
      let at = 0;
      for (const k of Object.keys(r.fields || {})) {
        const i = keys.indexOf(k);
        if (i < 0) keys.splice(at, 0, k);
        at = (i < 0 ? at : i) + 1;
      }
    }
    return keys;
  }

  // compared is what a cell's value is compared as, among the readings
  // that express the field; undefined for a cell not compared.
  function compared(r, key) {
    if (key === "valid") return String(r.valid);
    if (!r.valid || !(key in r.fields)) return undefined;
    const f = r.fields[key];
    if (f === null) return "null";
    if (typeof f === "string") return "=" + f;
    if ("error" in f) return "failed";
    return undefined; // unsupported: shown, not compared
  }

  // cell shows what reading r gives for the field key.
  function cell(r, key) {
    if (key === "valid") {
      if (r.valid) {
        const td = el("td", {}, "yes");
        if (r.notes) td.append(el("ul", { class: "note" }, ...r.notes.map((n) => el("li", {}, n))));
        return td;
      }
      const where = r.error.offset >= 0 ? " (offset " + r.error.offset + (r.error.rule ? ", " + r.error.rule : "") + ")" : "";
      return el("td", {}, "no" + where, el("div", { class: "note" }, r.error.message));
    }
    if (!r.valid) return el("td", { class: "absent" }, "\u2013");
    if (!(key in r.fields)) return el("td", { class: "absent", title: "the reading cannot express it" }, "\u2013");
    const f = r.fields[key];
    if (f === null || typeof f === "string") return el("td", {}, value(f));
    if ("error" in f) return el("td", {}, el("span", { class: "note" }, "fails: " + f.error));
    return el("td", {}, el("span", { class: "note" }, "not computed: " + f.unsupported));
  }

  // detailed is the id of the reading whose tree and components the page
  // shows, the one the grammar and the switches choose, if it is a
  // column: RFC 3986; both on, the module's default; both off, RFC 2396
  // to the letter.
  function detailed(v) {
    if (v.rfc3986) return "rfc3986";
    if (v.rfc2732 && v.queryonly) return "default";
    if (!v.rfc2732 && !v.queryonly) return "rfc2396";
    return null;
  }

  // renderReadings shows the comparison of v, a column a reading shown: a
  // row a field, the rows on which the readings differ marked, their
  // compared cells lettered by value, and the sections behind them.
  function renderReadings(v) {
    const c = v.readings;
    $("readings").hidden = false;
    const boxes = $("reading-boxes");
    const names = c.readings.map((r) => r.reading);
    if (boxes.dataset.names !== names.join("\n")) {
      boxes.dataset.names = names.join("\n");
      boxes.replaceChildren(...names.map((n) => el("label", {}, el("input", { type: "checkbox", value: readingId(n) }), " " + n)));
    }
    const shown = columns(c);
    for (const box of boxes.querySelectorAll("input")) {
      box.checked = shown.some((r) => readingId(r.reading) === box.value);
    }
    $("readings-verdict").textContent = c.agree
      ? "The readings agree."
      : "The readings differ on " + c.diffs.map((d) => d.field.replace(/_/g, " ")).join(", ") + ".";
    const head = (r) => {
      const th = el("th", { scope: "col" }, r.reading);
      if (readingId(r.reading) === detailed(v)) th.append(el("div", { class: "note detailed" }, "(shown in detail above)"));
      return th;
    };
    $("readings-head").replaceChildren(el("th", { scope: "col" }, "field"), ...shown.map(head));
    const body = $("readings-body");
    body.replaceChildren();
    const diffs = new Map(c.diffs.map((d) => [d.field, d.sections]));
    for (const key of ["valid", ...fieldKeys(c)]) {
      const sections = diffs.get(key);
      const name = key.replace(/_/g, " ");
      const tr = el("tr", { "data-field": key }, el("th", { scope: "row" }, sections ? "\u2260 " + name : name));
      // The letters follow the values in the order of all the readings,
      // shown or not, so that a value keeps its letter.
      const groups = [];
      for (const r of c.readings) {
        const v = compared(r, key);
        if (v !== undefined && !groups.includes(v)) groups.push(v);
      }
      for (const r of shown) {
        const td = cell(r, key);
        const v = compared(r, key);
        if (sections && v !== undefined) {
          td.classList.add("differs");
          td.prepend(el("span", { class: "group" }, String.fromCharCode(65 + groups.indexOf(v))));
        }
        tr.append(td);
      }
      body.append(tr);
      if (sections) {
        tr.classList.add("differs");
        body.append(el("tr", { class: "sections" }, el("td", { colspan: String(shown.length + 1) }, "sections: " + sections.join("; "))));
      }
    }
  }

  // The boxes choose the readings shown, at least one; no request.
  $("reading-boxes").addEventListener("change", (e) => {
    if (!answer) return;
    const boxes = [...$("reading-boxes").querySelectorAll("input")];
    if (!boxes.some((b) => b.checked)) e.target.checked = true;
    shownReadings = boxes.filter((b) => b.checked).map((b) => b.value);
    renderReadings(answer.view);
    writeFragment(answer.view);
  });

  // maskFields shows, with masking on, the masked text in each text field
  // that is not being typed in, as the rest of the page shows it. It
  // reports whether it changed a field.
  function maskFields() {
    if (!answer || !answer.view.redacted) return false;
    let changed = false;
    for (const key of ["ref", "base"]) {
      const input = inputs[key];
      if (document.activeElement !== input && answer.state[key] === input.value && answer.view[key] !== input.value) {
        input.value = answer.view[key];
        changed = true;
      }
    }
    return changed;
  }

  // ---- Highlighting spans: hover and focus.

  function spanOf(target) {
    const item = target.closest && target.closest("[data-pos]");
    return item ? { pos: Number(item.dataset.pos), end: Number(item.dataset.end) } : null;
  }

  for (const id of ["tree-root", "components-body", "segments"]) {
    const box = $(id);
    box.addEventListener("mouseover", (e) => highlight(spanOf(e.target)));
    box.addEventListener("mouseleave", () => highlight(spanOf(document.activeElement)));
    box.addEventListener("focusin", (e) => highlight(spanOf(e.target)));
    box.addEventListener("focusout", (e) => {
      if (!box.contains(e.relatedTarget)) highlight(null);
    });
  }

  // The tree is one tab stop; the arrow keys, Home and End move in it.
  $("tree-root").addEventListener("keydown", (e) => {
    const items = [...$("tree-root").querySelectorAll('[role="treeitem"]')];
    const at = items.indexOf(document.activeElement);
    if (at < 0) return;
    const item = items[at];
    let next = null;
    switch (e.key) {
      case "ArrowDown":
        next = items[at + 1];
        break;
      case "ArrowUp":
        next = items[at - 1];
        break;
      case "Home":
        next = items[0];
        break;
      case "End":
        next = items[items.length - 1];
        break;
      case "ArrowLeft":
        next = item.parentElement.closest('[role="treeitem"]');
        break;
      case "ArrowRight":
        next = item.querySelector('[role="treeitem"]');
        break;
      default:
        return;
    }
    e.preventDefault();
    if (!next) return;
    item.setAttribute("tabindex", "-1");
    next.setAttribute("tabindex", "0");
    next.focus();
  });

  // ---- Wiring.

  for (const input of [inputs.ref, inputs.base]) {
    input.addEventListener("keydown", (e) => {
      keyTime = e.timeStamp;
    });
    input.addEventListener("input", (e) => {
      const t = keyTime !== null ? keyTime : e.timeStamp;
      keyTime = null;
      update(t);
    });
    input.addEventListener("blur", () => {
      if (maskFields()) update();
    });
  }
  for (const box of [inputs.rfc2732, inputs.queryonly, inputs.grammar]) {
    box.addEventListener("change", (e) => {
      showGrammar();
      update(e.timeStamp);
    });
  }
  $("form").addEventListener("submit", (e) => e.preventDefault());

  function load() {
    lastFragment = location.hash;
    const state = stateOfFragment(location.hash);
    setForm(state);
    shownReadings = state.readings;
    update();
  }
  window.addEventListener("hashchange", () => {
    if (location.hash !== lastFragment) load();
  });
  load();
})();
