// base.js: the part of every game's widget that is not about one game (plain ES module code,
// no bundler, no dependencies). Python (widgets/base.py) puts this file in front of the game's
// own module, and the page loads the two as ONE module; the game's module ends with
//
//     export default gameWidget({ name: "zot", label: "Jasper and Zot board", keys: [...],
//                                 setup(ui) { ...; return { draw(ctx), cleanup() }; } });
//
// Shared here: the status line, help, refusal box (with the rule's words), confirmation box,
// automatic steps / bots / undo buttons, the event list with rule quotes, the time bar with
// "play on from here", the hot-seat "pass to <seat>" screen (with the public events of the
// step that led to it), the legend drawn from the look
// trait, a keyboard-driven grid, and tokens drawn from the look (shape, fill, letter).
//
// The kernel owns the game: this code only draws traits and sends requests (model.send); it
// never sets a trait. Text reaches the page through textContent only (never innerHTML).

const GW_KEYS = [
  "seat", "seats", "bots", "hotseat", "autoplay", "view", "phase", "to_move", "help", "stats",
  "result", "heading", "events", "error", "history", "index", "can", "confirm", "cover", "mode",
  "look", "geometry", "ack", "fairness",
];
// ids for aria-labelledby, unique in the page: the counter lives on the page, not in this
// module, because each widget on a page may load its own copy of the module
const gwIds = () => (globalThis.__gwIds = (globalThis.__gwIds || 0) + 1);

// h("button", { class, text, onclick, "data-x": 1 }, [children]): one element, no HTML parsing
function h(tag, props = {}, children = []) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") el.className = v;
    else if (k === "text") el.textContent = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children) if (c) el.append(c);
  return el;
}

function reduceMotion() {
  return window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

// A token as the look defines it: a span with its shape, fill, ink and letter.
function paintToken(el, key, look) {
  const g = (look && look.glyphs && look.glyphs[key]) || null;
  el.classList.add("gw-token");
  if (!g) {
    el.textContent = key || "";
    delete el.dataset.shape;
    return el;
  }
  el.dataset.shape = g.shape;
  el.style.setProperty("--gw-fill", g.fill);
  el.style.setProperty("--gw-ink", g.ink);
  el.textContent = g.letter;
  return el;
}

function token(key, look, props = {}) {
  return paintToken(h("span", props), key, look);
}

// gameWidget(game) -> the anywidget module's default export ({ render })
function gameWidget(game) {
  return { render: ({ model, el }) => mount(game, model, el) };
}

function mount(game, model, el) {
  const P = game.name;
  const cls = (...names) => names.map((n) => `gw-${n} ${P}-${n}`).join(" ");
  const uid = (what) => `gw-${P}-${what}-${gwIds()}`;
  let seq = 0;
  const send = (msg) => model.send({ ...msg, id: ++seq });
  const timers = new Set();
  const later = (fn, ms) => {
    const id = setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
    return id;
  };
  const stopTimers = () => {
    for (const id of timers) clearTimeout(id);
    timers.clear();
  };
  const btn = (label, onclick, props = {}) =>
    h("button", { type: "button", class: cls("btn"), text: label, onclick, ...props });

  // ---------- layout ----------
  // data-lm-suppress-shortcuts: JupyterLab's own shortcuts (Enter, arrows, "d d") stay out
  const root = h("div", {
    class: `gw ${P}`,
    role: "group",
    "aria-label": game.label,
    "data-phase": "",
    "data-lm-suppress-shortcuts": "true",
    tabindex: "-1", // the last place focus can go back to
  });
  const status = h("div", { class: cls("status"), role: "group", "aria-label": "Game status" });
  const help = h("p", { class: cls("help") });
  const errorBox = h("div", { class: cls("error"), role: "alert" });
  const confirmId = uid("confirm");
  const confirmText = h("p", { id: confirmId, class: cls("confirm-text") });
  const yesBtn = btn("Yes", () => send({ action: "confirm" }), {
    class: `${cls("btn")} gw-primary ${P}-primary`,
    "data-act": "confirm",
  });
  const noBtn = btn("Cancel", () => send({ action: "cancel" }), { "data-act": "cancel" });
  const confirmBox = h(
    "div",
    { class: cls("confirm"), role: "alertdialog", "aria-labelledby": confirmId, hidden: true },
    [confirmText, h("div", { class: cls("bar") }, [yesBtn, noBtn])],
  );
  const board = h("div", { class: cls("board") });
  const legend = h("div", { class: cls("legend"), role: "group", "aria-label": "Legend" });
  const controls = h("div", { class: cls("controls") });
  const stepBtn = btn("Next step", () => send({ action: "step" }), { "data-act": "step" });
  const autoBtn = btn("Run automatic steps", () => send({ action: "auto" }), {
    class: `${cls("btn")} gw-primary ${P}-primary`,
    "data-act": "auto",
  });
  const undoBtn = btn("Undo", () => send({ action: "undo" }), { "data-act": "undo" });
  const autoplayBtn = btn(
    "Play bots and automatic steps for me",
    () => send({ action: "autoplay", on: !model.get("autoplay") }),
    { "data-act": "autoplay", "aria-pressed": "false" },
  );
  const autoBar = h("div", { class: cls("bar"), role: "group", "aria-label": "Steps" }, [
    stepBtn, autoBtn, undoBtn, autoplayBtn,
  ]);
  // fair play or practice: what Undo may do at this table, always on the page
  const fairLine = h("p", { class: cls("fair") }, [
    h("strong", { class: cls("fair-label") }),
    h("span", { class: cls("fair-text") }),
  ]);
  const info = h("div", { class: cls("info") });
  const eventsId = uid("events");
  const eventsHead = h("p", { id: eventsId, class: cls("events-head"), "aria-live": "polite" });
  const eventsList = h("ol", { class: cls("events"), "aria-labelledby": eventsId });
  const eventsHint = h("p", {
    class: cls("hint"),
    text: "Click a sentence to read the rule in the rulebook's own words.",
  });
  const side = h("div", { class: cls("side") }, [
    help, errorBox, confirmBox, controls, autoBar, fairLine, info, eventsHead, eventsList,
    eventsHint,
  ]);
  const boardCol = h("div", { class: cls("boardcol") }, [board, legend]);
  const main = h("div", { class: cls("main") }, [boardCol, side]);

  const slider = h("input", {
    type: "range", min: 0, max: 0, value: 0, step: 1, class: cls("slider"),
    "aria-label": "Position in the game",
  });
  slider.addEventListener("input", () => send({ action: "view", index: Number(slider.value) }));
  const sliderLabel = h("span", { class: cls("slider-label"), "aria-live": "polite" });
  const stepTo = (d) => {
    const i = Number(slider.value) + d;
    if (i >= 0 && i <= Number(slider.max)) send({ action: "view", index: i });
  };
  const backBtn = btn("◀", () => stepTo(-1), { "aria-label": "One step back", "data-act": "back" });
  const fwdBtn = btn("▶", () => stepTo(1), { "aria-label": "One step forward", "data-act": "fwd" });
  const nowBtn = btn("Back to now", () => send({ action: "view", index: Number(slider.max) }), {
    "data-act": "now",
  });
  const resumeBtn = btn("Play on from here", () => send({ action: "resume" }), {
    "data-act": "resume",
  });
  const timeBar = h("div", { class: cls("time"), role: "group", "aria-label": "Time travel" }, [
    h("label", { class: cls("slider-wrap") }, [h("span", { text: "Time travel " }), slider]),
    backBtn, fwdBtn, sliderLabel, nowBtn, resumeBtn,
  ]);
  const below = h("div", { class: cls("below") });

  const coverId = uid("cover");
  const coverText = h("p", { id: coverId, class: cls("cover-text") });
  const revealBtn = btn("", () => send({ action: "reveal" }), {
    class: `${cls("btn")} gw-primary ${P}-primary`,
    "data-act": "reveal",
  });
  // what happened before the screen passed on: public (the log's public form), so a class
  // sees a reveal or a roll before the next person's turn
  const coverSeenId = uid("cover-seen");
  const coverSeen = h("p", { id: coverSeenId, class: cls("cover-seen") });
  const coverEvents = h("ol", { class: cls("cover-events"), "aria-labelledby": coverSeenId });
  // fair play: the person who just passed the screen may take back a misclick
  const coverUndoBtn = btn("", () => send({ action: "undo" }), { "data-act": "cover-undo" });
  const cover = h(
    "div",
    { class: cls("cover"), role: "dialog", "aria-labelledby": coverId, hidden: true },
    [coverText, h("div", { class: cls("bar") }, [revealBtn, coverUndoBtn]), coverSeen, coverEvents],
  );
  root.append(status, main, timeBar, below, cover);
  el.append(root);

  let returnFocus = null;
  let errorAck = null; // the request whose refusal is shown

  // ---------- focus: a keyboard player never lands on the page's body ----------
  // A redraw may disable, hide or replace the control that had the focus (the button just
  // pressed, a square just played); afterwards focus goes back to the same control, found by
  // what it is (its data-act, data-key, barrel, wizard, card or square), or to the next
  // sensible one. Focus that left the widget for elsewhere on the page is left alone.
  const IDS = ["data-act", "data-key", "data-barrel", "data-wizard", "data-card", "data-choice",
    "data-spell", "data-place"];
  let focusId = null; // what had the focus last, inside the widget
  let focusInside = false;
  const identify = (el) => {
    for (const a of IDS) if (el.hasAttribute && el.hasAttribute(a)) return `[${a}="${CSS.escape(el.getAttribute(a))}"]`;
    if (el.dataset && el.dataset.row !== undefined && el.dataset.col !== undefined)
      return `[data-row="${CSS.escape(el.dataset.row)}"][data-col="${CSS.escape(el.dataset.col)}"]`;
    return null;
  };
  root.addEventListener("focusin", (ev) => {
    focusInside = true;
    focusId = identify(ev.target);
  });
  root.addEventListener("focusout", (ev) => {
    // focus moved to something else on the page (not nowhere, as when a control is disabled)
    if (ev.relatedTarget && !root.contains(ev.relatedTarget)) focusInside = false;
  });
  const FOCUSABLE = "button, input, select, textarea, a[href], [tabindex]";
  const usable = (el) => el && root.contains(el) && el.matches(FOCUSABLE) && !el.disabled
    && el.getClientRects().length > 0 && !el.closest("[hidden]");
  function restoreFocus() {
    if (!focusInside) return;
    const active = document.activeElement;
    if (active && active !== root && usable(active)) return;
    const same = focusId && [...root.querySelectorAll(focusId)].find(usable);
    // else, in this order: a question or the pass screen; the game's own controls; the
    // board (its one tab stop first); the buttons beside it; anything in the widget
    const first = (el, sel = FOCUSABLE) => [...el.querySelectorAll(sel)].find(usable);
    const next = same
      || first(root, ".gw-cover:not([hidden]) button, [role=alertdialog]:not([hidden]) button")
      || first(controls) || first(board, "[tabindex='0']") || first(board)
      || first(side) || first(root);
    (next || root).focus();
  }
  // keys that move within the widget (the slider, a grid, a text) stay in it: the notebook
  // around it would otherwise take them to move between cells (and cancel the slider's step)
  const NAV_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]);
  root.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape" && !confirmBox.hidden) {
      ev.preventDefault();
      send({ action: "cancel" });
    }
    if (NAV_KEYS.has(ev.key) && ev.target !== root) ev.stopPropagation();
  });

  // ---------- a grid of squares with one tab stop, arrow keys and Enter/Space ----------
  function grid({ label, rowKeys, colKeys, rowHead, colHead, rowClass, onActivate }) {
    const el = h("div", { class: cls("grid"), role: "grid", "aria-label": label });
    el.style.setProperty("--gw-cols", colKeys.length);
    const cells = new Map(); // "r,c" -> cell
    let focus = [rowKeys[rowKeys.length - 1], colKeys[0]];
    const key = (r, c) => `${r},${c}`;
    const head = h("div", { class: cls("row", "head"), role: "row" }, [
      h("span", { class: cls("corner"), role: "columnheader" }, [
        h("span", { class: "gw-sr", text: "Row" }),
      ]),
    ]);
    for (const c of colKeys)
      head.append(h("span", { class: cls("colnum"), role: "columnheader", text: colHead(c) }));
    el.append(head);
    const move = (ev, r, c) => {
      const steps = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
      if (ev.key === "Enter" || ev.key === " ") {
        ev.preventDefault();
        onActivate(r, c);
      } else if (steps[ev.key]) {
        ev.preventDefault();
        const [dr, dc] = steps[ev.key];
        const ri = Math.min(Math.max(rowKeys.indexOf(r) + dr, 0), rowKeys.length - 1);
        const ci = Math.min(Math.max(colKeys.indexOf(c) + dc, 0), colKeys.length - 1);
        cells.get(key(rowKeys[ri], colKeys[ci])).focus();
      }
    };
    for (const r of rowKeys) {
      const [text, title] = rowHead(r);
      const row = h("div", { class: `${cls("row")} ${rowClass ? rowClass(r) : ""}`, role: "row" }, [
        h("span", { class: cls("rownum"), role: "rowheader", text, title }),
      ]);
      for (const c of colKeys) {
        const cell = h("div", {
          class: `${cls("cell")} ${rowClass ? rowClass(r) : ""}`,
          role: "gridcell",
          tabindex: "-1",
          "data-row": r,
          "data-col": c,
        });
        cell.addEventListener("click", () => onActivate(r, c));
        cell.addEventListener("keydown", (ev) => move(ev, r, c));
        cell.addEventListener("focus", () => {
          focus = [r, c];
          for (const x of cells.values()) x.tabIndex = -1;
          cell.tabIndex = 0;
        });
        cells.set(key(r, c), cell);
        row.append(cell);
      }
      el.append(row);
    }
    cells.get(key(...focus)).tabIndex = 0;
    return {
      el,
      cell: (r, c) => cells.get(key(r, c)),
      cells: () => cells.values(),
      hasFocus: () => el.contains(document.activeElement),
      focusKeys: () => focus,
    };
  }

  // ---------- what the game's module gets ----------
  const ui = {
    model, send, h, btn, cls, uid, later, stopTimers, reduceMotion, grid, root,
    board, controls, info, below,
    token: (key, props) => token(key, model.get("look"), props),
    paintToken: (el, key) => paintToken(el, key, model.get("look")),
    busy: (on) => {
      if (on) root.dataset.animating = "";
      else delete root.dataset.animating;
    },
  };
  const view = game.setup(ui) || {};

  // ---------- drawing ----------
  function drawLegend(look, geometry) {
    const glyphs = (look && look.glyphs) || {};
    legend.replaceChildren();
    for (const [k, g] of Object.entries(glyphs))
      legend.append(
        h("span", { class: cls("legend-item") }, [
          token(k, look, { class: cls("swatch"), "aria-hidden": "true" }),
          h("span", { text: g.name }),
        ]),
      );
    const areas = (geometry && geometry.areas) || [];
    if (areas.length)
      legend.append(
        h("ul", { class: cls("legend-areas") }, areas.map((a) => {
          const rows = a.first === a.last ? `Row ${a.first}` : `Rows ${a.first}-${a.last}`;
          const chip = h("span", { class: cls("area-chip"), "aria-hidden": "true" });
          if (a.fill) chip.style.setProperty("--gw-fill", a.fill);
          if (a.dark) chip.style.setProperty("--gw-fill-dark", a.dark);
          return h("li", {}, [chip, h("span", { text: `${rows}: ${a.name}${a.note ? ` (${a.note})` : ""}` })]);
        })),
      );
    if (look && look.note) legend.append(h("p", { class: cls("legend-note"), text: look.note }));
  }
  let legendFor = [null, null];

  function draw() {
    const history = model.get("history") || [];
    const index = model.get("index");
    const last = history.length - 1;
    const mode = model.get("mode");
    const coverInfo = model.get("cover") || {};
    const confirm = model.get("confirm") || {};
    const can = model.get("can") || {};
    const now = index === last && !mode;
    const ctx = {
      index, last, now, mode,
      phase: model.get("phase"),
      toMove: model.get("to_move"),
      seat: model.get("seat"),
      view: model.get("view") || {},
      look: model.get("look") || {},
      geometry: model.get("geometry") || {},
      can,
      covered: Boolean(coverInfo.seat),
      asking: Boolean(confirm.action),
    };
    ctx.live = now && !ctx.covered && !ctx.asking;
    root.dataset.phase = ctx.phase;
    root.dataset.index = index;
    root.dataset.ack = model.get("ack");
    root.dataset.seat = ctx.seat;
    root.classList.toggle("gw-past", !now && !mode);
    if (ctx.live || (mode && !ctx.asking)) root.dataset.actionable = "";
    else delete root.dataset.actionable;

    // status line
    status.replaceChildren(
      ...(model.get("stats") || []).map((s) =>
        h("span", { class: cls("stat"), "data-stat": s.key }, [
          h("span", { class: cls("stat-k"), text: s.label }),
          h("span", { class: cls("stat-v"), text: s.value }),
        ]),
      ),
    );
    if (ctx.seat && (model.get("seats") || []).length > 1)
      status.prepend(h("span", { class: cls("seat"), text: `Showing: ${ctx.seat}` }));
    if (model.get("result")) status.append(h("span", { class: cls("result"), text: model.get("result") }));
    help.textContent = model.get("help");

    // refusal
    const err = model.get("error") || {};
    // new: just shown, or the answer to another request (the same refusal again, too)
    const newError = Boolean(err.text) && (errorBox.hidden || model.get("ack") !== errorAck);
    if (err.text) errorAck = model.get("ack");
    errorBox.replaceChildren();
    errorBox.hidden = !err.text;
    if (err.text) {
      errorBox.append(h("strong", { text: "Not allowed: " }), document.createTextNode(err.text));
      if (err.quote)
        errorBox.append(
          h("details", {}, [
            h("summary", { text: `Rule: ${err.title} [${err.rule}]` }),
            h("blockquote", { text: err.quote }),
          ]),
        );
    }

    // a refusal or a question asked from far down the widget (the time bar) comes into view
    if (newError) errorBox.scrollIntoView({ block: "nearest" });

    // confirmation: focus moves into it, and back when it closes
    const wasAsking = !confirmBox.hidden;
    confirmBox.hidden = !ctx.asking;
    if (ctx.asking) {
      confirmText.textContent = confirm.text || "";
      yesBtn.textContent = confirm.yes || "Yes";
      noBtn.textContent = confirm.no || "Cancel";
      if (!wasAsking) {
        returnFocus = document.activeElement;
        confirmBox.scrollIntoView({ block: "nearest" });
        yesBtn.focus();
      }
    } else if (wasAsking) {
      const back = returnFocus && root.contains(returnFocus) && !returnFocus.hidden ? returnFocus : slider;
      returnFocus = null;
      back.focus();
    }

    // steps, bots, undo
    const bots = model.get("bots") || [];
    autoBar.hidden = Boolean(mode);
    stepBtn.disabled = !can.step || ctx.asking;
    autoBtn.disabled = !can.step || ctx.asking;
    undoBtn.disabled = !can.undo || ctx.asking;
    autoplayBtn.hidden = !bots.length;
    const fairness = model.get("fairness") || {};
    fairLine.hidden = !fairness.mode;
    fairLine.dataset.mode = fairness.mode || "";
    fairLine.firstChild.textContent = fairness.label ? `${fairness.label}: ` : "";
    fairLine.lastChild.textContent = fairness.text || "";
    autoplayBtn.disabled = !now || ctx.asking; // "the buttons are off" while looking back
    autoplayBtn.setAttribute("aria-pressed", model.get("autoplay") ? "true" : "false");
    autoplayBtn.textContent = model.get("autoplay")
      ? "Bots play at once: on" : "Bots play at once: off (press Next step)";

    // events
    const events = model.get("events") || [];
    eventsHead.textContent = model.get("heading");
    eventsHint.hidden = !events.length;
    eventsList.replaceChildren(
      ...events.map((e) => !e.rule
        // how many came before: not numbered (the events after it count from 1)
        ? h("li", { class: cls("events-more"), value: 0, text: e.text })
        : h("li", { "data-rule": e.rule }, [
          h("details", {}, [
            h("summary", { text: e.text }),
            h("p", { class: cls("rule"), text: `${e.title} [${e.rule}] · ${e.section}` }),
            h("blockquote", { text: e.quote || "(no quote)" }),
          ]),
        ]),
      ),
    );

    // time travel
    slider.max = String(last);
    slider.value = String(index);
    slider.disabled = Boolean(mode) || ctx.asking;
    backBtn.disabled = Boolean(mode) || ctx.asking || index === 0;
    fwdBtn.disabled = Boolean(mode) || ctx.asking || index === last;
    sliderLabel.textContent = `Position ${index} of ${last}: ${history[index] || ""}`;
    nowBtn.hidden = now || Boolean(mode);
    resumeBtn.hidden = now || Boolean(mode) || !can.resume; // fair play: only where allowed
    nowBtn.disabled = resumeBtn.disabled = ctx.asking;

    // the legend, from the look and the board's areas
    const look = ctx.look;
    const geometry = ctx.geometry;
    if (legendFor[0] !== look || legendFor[1] !== geometry) {
      drawLegend(look, geometry);
      legendFor = [look, geometry];
    }

    // hot seat: the pass screen hides everything else
    const wasCovered = !cover.hidden;
    cover.hidden = !ctx.covered;
    for (const part of [status, main, timeBar, below]) part.hidden = ctx.covered;
    if (ctx.covered) {
      coverText.textContent = coverInfo.text || "";
      revealBtn.textContent = coverInfo.button || "Show my view";
      coverUndoBtn.hidden = !coverInfo.undo;
      coverUndoBtn.textContent = coverInfo.undo || "";
      coverSeen.textContent = events.length ? `What everyone saw: ${model.get("heading")}` : "";
      coverEvents.replaceChildren(...events.map((e) => h("li", { "data-rule": e.rule, text: e.text })));
      coverSeen.hidden = coverEvents.hidden = !events.length;
      if (!wasCovered && root.contains(document.activeElement)) revealBtn.focus();
    }

    if (view.draw) view.draw(ctx);
    restoreFocus();
  }

  // redraw once per batch of trait changes (a kernel reply changes many traits at once)
  let pending = false;
  const schedule = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      draw();
    });
  };
  const keys = [...GW_KEYS, ...(game.keys || [])];
  for (const k of keys) model.on(`change:${k}`, schedule);
  draw();

  // a narrow page (a projector, a side panel open): when the side column cannot sit beside
  // the board, the game's help and buttons come right under the board and the legend after
  // them, so what you click on the board and the button that finishes it share a screen
  // (always measured in the usual layout, in one synchronous step, so the two layouts never
  // take turns: the board alone may be narrower than the board with its legend)
  const narrowNow = () => {
    if (main.hidden || !board.offsetParent) return;
    root.classList.remove("gw-narrow");
    const wrapped = side.getBoundingClientRect().top >= board.getBoundingClientRect().bottom - 1;
    root.classList.toggle("gw-narrow", wrapped);
  };
  const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(narrowNow);
  if (resized) resized.observe(root);
  return () => {
    if (resized) resized.disconnect();
    stopTimers();
    if (view.cleanup) view.cleanup();
    for (const k of keys) model.off(`change:${k}`, schedule);
  };
}
