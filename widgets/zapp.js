// ZappBoard's own part: the track round the mountain (SVG), the barrels on the plateau, the
// mover's preview and the banishment pass. Python joins widgets/base.js in front of this file
// (see base.js for the shared part and the `ui` it hands to setup). Fields, towers, homes and
// where every wizard stands come from the `geometry` and `spots` traits, colours, letters,
// shapes and marks from the `look` trait (zzlib/look/zapp.py): none is written here.

export default gameWidget({
  name: "zapp",
  label: "Zapp Zerapp",
  keys: ["spots", "movable", "plateau", "selected", "shaken", "preview", "passes", "editing", "draft", "notice"],
  setup(ui) {
    const { model, send, h, btn, cls } = ui;
    const NS = "http://www.w3.org/2000/svg";
    // s("circle", { r: 1 }, [children]): one SVG element, text through textContent only
    const s = (tag, attrs = {}, children = []) => {
      const el = document.createElementNS(NS, tag);
      for (const [k, v] of Object.entries(attrs)) {
        if (v === undefined || v === null || v === false) continue;
        if (k === "text") el.textContent = v;
        else el.setAttribute(k, String(v));
      }
      for (const c of children) if (c) el.append(c);
      return el;
    };
    const pts = (poly) => poly.map(([x, y]) => `${x},${y}`).join(" ");
    const look = () => model.get("look") || {};
    const colourOf = (w) => (look().colours || []).find((c) => look().letters[c] === w[0]) || "";
    const placeWords = (where, colour) =>
      where === "start" ? `the ${colour} start` : where === "city" ? `the ${colour} city` : fieldName(where);
    let geo = null;
    const fieldName = (f) => (geo && geo.fields[f] ? geo.fields[f].name : `field ${f}`);

    // ---------- the board: static layers built once per geometry, persistent wizards ----------
    const svg = s("svg", { class: "zapp-svg", role: "group", "aria-label": "The track round the mountain, with the barrels on the plateau" });
    const layers = {};
    for (const k of ["fields", "homes", "mountain", "path", "barrels", "crowds", "ghosts", "wizards", "top", "above"])
      svg.append((layers[k] = s("g", { class: `zapp-${k}` })));
    ui.board.append(svg);
    const fieldEls = []; // field -> <g>
    const homeEls = {}; // "red:start" -> <g>
    const barrelEls = {}; // "A" -> { g, body, reading, number, taker }
    const wizardEls = {}; // "G1" -> { g, ring, badge, badgeText }
    let diceText = null;
    let orderText = null;
    // four movers' order is wider than the plateau: it is squeezed to the plateau's width
    const ORDER_WIDTH = 5.5;
    const fitOrder = () => {
      orderText.removeAttribute("textLength");
      orderText.removeAttribute("lengthAdjust");
      let wide = 0;
      try { wide = orderText.getComputedTextLength(); } catch { wide = 0; }
      if (wide > ORDER_WIDTH) {
        orderText.setAttribute("textLength", String(ORDER_WIDTH));
        orderText.setAttribute("lengthAdjust", "spacingAndGlyphs");
      }
    };
    let noticeEl = null; // the banner of a barrel too high, its box and lines
    let noticeBox = null;
    let noticeLines = [];
    let noticeClosed = null; // the notice (its key) the banner was closed for

    // ---------- controls: setting a barrel down, the move's preview and choices ----------
    const shakeNote = h("p", { class: "zapp-note", "aria-live": "polite" });
    const setDownBtn = btn("Set down", () => setDown(), { class: `${cls("btn")} gw-primary zapp-primary`, "data-act": "set-down" });
    const chooseBar = h("div", { class: cls("bar"), role: "group", "aria-label": "Your barrel" }, [setDownBtn]);
    const previewText = h("p", { class: "zapp-preview-text", "aria-live": "polite" });
    const choicesBox = h("div", { class: "zapp-choices", role: "group", "aria-label": "Choices of this move" });
    const moveBtn = btn("Move", () => confirmMove(), { class: `${cls("btn")} gw-primary zapp-primary`, "data-act": "move" });
    const dropBtn = btn("Choose another wizard", () => send({ action: "pick", wizard: null }), { "data-act": "drop" });
    const moveBar = h("div", { class: cls("bar"), role: "group", "aria-label": "Your move" }, [moveBtn, dropBtn]);
    const keysHint = h("p", { class: cls("hint"), text: "Keys: Tab to a barrel or wizard, Enter or Space to press it; D sets the barrel down, M makes the move, Escape drops the preview." });
    ui.controls.append(shakeNote, chooseBar, previewText, choicesBox, moveBar, keysHint);

    // what the last step's moves did, wizard by wizard (below the board: sentences need room)
    const passHead = h("p", { class: "zapp-pass-head", "aria-live": "polite" });
    const replayBtn = btn("Replay the moves", () => replay(), { "data-act": "replay" });
    const passNote = h("p", { class: cls("hint") });
    const passList = h("ul", { class: "zapp-pass" });
    const passBox = h("div", { class: "zapp-pass-box", role: "group", "aria-label": "What the moves did" }, [
      h("div", { class: "zapp-pass-top" }, [passHead, replayBtn]), passList, passNote,
    ]);
    ui.below.append(passBox);

    // ---------- the editor ----------
    const editBtn = btn("Edit position", () => send({ action: "edit", on: !model.get("editing") }), { "data-act": "edit" });
    const textArea = h("textarea", {
      class: "zapp-text", rows: 2, cols: 44, spellcheck: "false",
      "aria-label": "The position as text, e.g. G1:23 B1:1 R2:city (wizards not named stand on their start field)",
    });
    const loadBtn = btn("Load text", () => send({ action: "paste", text: textArea.value }), { "data-act": "paste" });
    const copyBtn = btn("Copy text", () => {
      textArea.select();
      if (navigator.clipboard) navigator.clipboard.writeText(textArea.value).catch(() => {});
    });
    const startBtn = btn("Start a game here", () => send({ action: "start" }), { class: `${cls("btn")} gw-primary zapp-primary`, "data-act": "start" });
    const editNote = h("p", { class: "zapp-note", "aria-live": "polite" });
    const editPanel = h("div", { class: "zapp-edit-panel" }, [textArea, h("div", { class: cls("bar") }, [loadBtn, copyBtn, startBtn]), editNote]);
    ui.below.append(h("div", { class: cls("bar") }, [editBtn]), editPanel);

    // ---------- actions ----------
    let ctxNow = null;
    const live = () => ctxNow && ctxNow.live;
    function setDown() {
      const b = model.get("selected");
      if (!live() || !b || ctxNow.phase !== "choose") return;
      send({ action: "play", move: { type: "Choose", player: ctxNow.seat, barrel: b } });
    }
    function confirmMove() {
      const p = model.get("preview") || {};
      if (!live() || !p.move) return;
      send({ action: "play", move: p.move });
    }
    function pickWith(change) {
      const p = model.get("preview") || {};
      const m = p.move;
      const sets = { spare: new Set(m.spare), carry: new Set(m.carry), stay: new Set(m.stay) };
      change(sets);
      for (const x of sets.stay) if (!sets.carry.has(x)) sets.stay.delete(x);
      send({ action: "pick", wizard: m.wizard, spare: [...sets.spare], carry: [...sets.carry], stay: [...sets.stay] });
    }
    function toggle(choice) {
      pickWith((sets) => {
        const set = sets[choice.kind];
        if (set.has(choice.wizard)) set.delete(choice.wizard);
        else set.add(choice.wizard);
      });
    }
    // Every click on the board is a request: the kernel acts on it or says in one sentence
    // why it does nothing now (the rule's words in the refusal box); nothing is decided here.
    function pressBarrel(label) {
      send({ action: "shake", barrel: label });
    }
    function pressWizard(w) {
      if (model.get("editing")) return send({ action: "place", wizard: w });
      const p = (live() && model.get("preview")) || {};
      const choice = (p.choices || []).find((c) => c.wizard === w && c.kind !== "stay");
      if (choice && w !== p.wizard) return toggle(choice);
      if (p.wizard && w === p.wizard) return send({ action: "pick", wizard: null }); // pressed again: drop it
      send({ action: "pick", wizard: w });
    }
    function pressPlace(to, colour) {
      if (colour) send({ action: "home", colour, kind: to });
      else send({ action: "field", field: to });
    }
    // an element of the board the page may press (role button, one tab stop), or not: then
    // an image with the same words (``still``), or nothing for the screen reader to stop at
    // (a click always reaches the kernel, pressable or not: it acts or says why not)
    const asButton = (el, on, label, onpress, still = "img") => {
      el.classList.toggle("zapp-actionable", on);
      el.onclick = onpress || null;
      if (on || still) {
        el.setAttribute("role", on ? "button" : still);
        el.setAttribute("aria-label", label);
      } else {
        el.removeAttribute("role");
        el.removeAttribute("aria-label");
      }
      if (on) el.setAttribute("tabindex", "0");
      else el.removeAttribute("tabindex");
    };
    const keyPress = (ev, fn) => {
      if (ev.key === "Enter" || ev.key === " ") {
        ev.preventDefault();
        fn();
      }
    };
    ui.root.addEventListener("keydown", (ev) => {
      if (ev.target === textArea || ev.ctrlKey || ev.metaKey || ev.altKey) return;
      const k = ev.key.toLowerCase();
      if (k === "d" && model.get("selected")) {
        ev.preventDefault();
        setDown();
      } else if (k === "m" && (model.get("preview") || {}).move) {
        ev.preventDefault();
        confirmMove();
      } else if (ev.key === "Escape" && (model.get("preview") || {}).move && !(ctxNow && ctxNow.asking)) {
        ev.preventDefault();
        send({ action: "pick", wizard: null });
      }
    });

    // ---------- building the static board ----------
    function build(g) {
      // projector mode: chips big enough for a 14 px name (the look's radius is the drawings')
      geo = { ...g, chip: Math.max(g.chip, 0.25) };
      const [x0, y0, w, hgt] = g.view_box;
      const wide = 0.3; // room for the 14 px labels of the starts and cities on the sides
      viewBox = [x0 - wide, y0, w + 2 * wide, hgt];
      svg.setAttribute("viewBox", viewBox.join(" "));
      for (const k of Object.keys(layers)) layers[k].replaceChildren();
      fieldEls.length = 0;
      const L = look();
      for (const f of g.fields) {
        const fill = (L.pale || {})[f.colour];
        const band = (L.fill || {})[f.colour];
        const ink = ((L.fields || {})[f.colour] || {}).ink;
        const el = s("g", { class: "zapp-field", "data-field": f.field, "data-colour": f.colour }, [
          s("polygon", { class: "zapp-field-body", points: pts(f.poly), fill }),
          s("polygon", { class: "zapp-field-band", points: pts(f.band), fill: band }),
          s("text", { class: "zapp-field-letter", x: f.letter_at[0], y: f.letter_at[1], fill: ink, text: f.letter }),
          s("text", { class: "zapp-field-number", x: f.number_at[0], y: f.number_at[1], text: String(f.field) }),
        ]);
        for (const [k, t] of f.towers.entries()) {
          const tg = (L.towers || {})[t.colour] || {};
          let at = t.at;
          if (f.towers.length === 2) {
            // two towers side by side, half a field apart (room for two 14 px letters)
            const [a, b] = f.towers.map((x) => x.at);
            const n = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
            const m = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], sgn = k ? 1 : -1;
            at = [m[0] + (sgn * 0.25 * (b[0] - a[0])) / n, m[1] + (sgn * 0.25 * (b[1] - a[1])) / n];
          }
          el.append(s("g", { class: "zapp-tower", transform: `translate(${at[0]},${at[1]})` }, [
            s("polygon", { points: "0,-0.27 0.25,-0.08 0.15,0.21 -0.15,0.21 -0.25,-0.08", fill: tg.fill }),
            s("text", { y: 0.01, fill: tg.ink, text: tg.letter }),
          ]));
        }
        el.addEventListener("keydown", (ev) => keyPress(ev, () => el.onclick && el.onclick()));
        fieldEls[f.field] = el;
        layers.fields.append(el);
      }
      for (const [colour, home] of Object.entries(g.homes))
        for (const kind of ["start", "city"]) {
          const hm = home[kind];
          const glyph = ((kind === "city" ? L.cities : L.starts) || {})[colour] || {};
          const el = s("g", { class: `zapp-home zapp-${kind}`, "data-home": `${colour}:${kind}` }, [
            s("polygon", { points: pts(hm.poly), fill: glyph.fill }),
            s("text", {
              class: "zapp-home-label", x: hm.label_at[0], y: hm.label_at[1],
              style: `text-anchor: ${hm.anchor}; dominant-baseline: ${hm.baseline}`,
              text: `${L.letters[colour]} ${kind}`,
            }),
          ]);
          el.addEventListener("keydown", (ev) => keyPress(ev, () => el.onclick && el.onclick()));
          homeEls[`${colour}:${kind}`] = el;
          layers.homes.append(el);
        }
      const plateauEl = s("rect", { class: "zapp-plateau", x: 0.12, y: 0.12, width: 5.76, height: 5.76, rx: 0.3 });
      plateauEl.onclick = () => send({ action: "plateau" });
      layers.mountain.append(
        plateauEl,
        (diceText = s("text", { class: "zapp-dice", x: g.dice_at[0], y: g.dice_at[1] })),
        (orderText = s("text", { class: "zapp-order", x: g.dice_at[0], y: g.dice_at[1] + 0.5 })),
      );
      for (const [label, [x, y]] of Object.entries(g.barrels)) {
        const shape = s("rect", { class: "zapp-barrel-shape", x: -0.38, y: -0.5, width: 0.76, height: 1.0, rx: 0.2 });
        const reading = s("text", { class: "zapp-reading", y: 0.08 });
        const number = s("text", { class: "zapp-number", y: 0.12 });
        const back = s("line", { class: "zapp-back", x1: -0.36, y1: 0.45, x2: 0.36, y2: -0.45 });
        // the body rattles when shaken (a CSS transform of its own, inside the placed group)
        const body = s("g", { class: "zapp-barrel-body" }, [
          shape,
          s("line", { class: "zapp-hoop", x1: -0.38, x2: 0.38, y1: -0.16, y2: -0.16 }),
          s("line", { class: "zapp-hoop", x1: -0.38, x2: 0.38, y1: 0.32, y2: 0.32 }),
          s("text", { class: "zapp-barrel-label", y: -0.32, text: label }),
          reading, number, back,
        ]);
        const taker = s("g", { class: "zapp-taker", transform: "translate(0,0.52)" }, [
          s("circle", { r: 0.22 }), s("text", { y: 0.01 }),
        ]);
        const g2 = s("g", { class: "zapp-barrel", "data-barrel": label, transform: `translate(${x},${y})` }, [
          body, taker,
        ]);
        g2.addEventListener("keydown", (ev) => keyPress(ev, () => pressBarrel(label)));
        barrelEls[label] = { g: g2, body, shape, reading, number, taker, back };
        layers.barrels.append(g2);
      }
      for (const w of Object.keys(wizardEls)) delete wizardEls[w];
      // a barrel too high after the reveal: a banner across the top of the plateau (over the
      // dice's line, which the status line repeats), clear of the barrels; a click closes it
      noticeLines = [0, 1, 2].map((i) => s("text", { class: `zapp-notice-line${i ? "" : " zapp-notice-first"}`, x: 3.0, y: 0.42 + 0.36 * i }));
      noticeEl = s("g", { class: "zapp-notice", role: "img", "data-act": "notice" }, [
        (noticeBox = s("rect", { class: "zapp-notice-box", x: 0.24, y: 0.16, width: 5.52, height: 1.24, rx: 0.14 })),
        ...noticeLines,
      ]);
      noticeEl.onclick = () => {
        const n = model.get("notice") || {};
        noticeClosed = `${n.key}:${n.text}`;
        noticeEl.style.display = "none";
        diceText.style.display = orderText.style.display = "";
      };
      layers.above.append(noticeEl);
    }

    function wizardEl(w) {
      if (wizardEls[w]) return wizardEls[w];
      const L = look();
      const glyph = (L.wizards || {})[colourOf(w)] || {};
      const ring = s("circle", { class: "zapp-ring", r: geo.chip + 0.07 });
      const badge = s("g", { class: "zapp-badge", transform: `translate(${geo.chip * 0.95},${-geo.chip * 0.95})` });
      const g = s("g", { class: "zapp-wizard", "data-wizard": w }, [
        ring,
        s("circle", { class: "zapp-chip", r: geo.chip, fill: glyph.fill }),
        s("text", { class: "zapp-chip-label", fill: glyph.ink, y: 0.01, text: w }),
        badge,
      ]);
      g.addEventListener("keydown", (ev) => keyPress(ev, () => pressWizard(w)));
      layers.wizards.append(g);
      return (wizardEls[w] = { g, badge });
    }

    // a mark's badge (shape and symbol from the look)
    const SHAPES = {
      circle: (r) => s("circle", { r }),
      square: (r) => s("rect", { x: -r, y: -r, width: 2 * r, height: 2 * r, rx: r * 0.2 }),
      diamond: (r) => s("polygon", { points: `0,${-r * 1.2} ${r * 1.2},0 0,${r * 1.2} ${-r * 1.2},0` }),
      hexagon: (r) => s("polygon", { points: [0, 1, 2, 3, 4, 5].map((i) => `${r * 1.1 * Math.cos((Math.PI / 3) * i)},${r * 1.1 * Math.sin((Math.PI / 3) * i)}`).join(" ") }),
      star: (r) => s("polygon", { points: [...Array(16).keys()].map((i) => { const q = i % 2 ? r * 0.6 : r * 1.2; const a = (Math.PI / 8) * i - Math.PI / 2; return `${q * Math.cos(a)},${q * Math.sin(a)}`; }).join(" ") }),
      pentagon: (r) => s("polygon", { points: [0, 1, 2, 3, 4].map((i) => { const a = (2 * Math.PI / 5) * i - Math.PI / 2; return `${r * 1.1 * Math.cos(a)},${r * 1.1 * Math.sin(a)}`; }).join(" ") }),
    };
    function badgeShape(g, markKey, r = 0.2) {
      g.replaceChildren();
      const m = (look().marks || {})[markKey];
      if (!m) return;
      const shape = (SHAPES[m.shape] || SHAPES.circle)(r);
      shape.setAttribute("fill", m.fill);
      shape.setAttribute("class", "zapp-badge-shape");
      g.append(shape, s("text", { fill: m.ink, y: 0.01, text: m.symbol }));
      g.dataset.mark = markKey;
    }
    // a mark as an HTML token (the base's .gw-token: shape, fill, ink, letter)
    function markToken(markKey) {
      const m = (look().marks || {})[markKey] || {};
      const el = h("span", { class: "gw-token zapp-mark", "data-shape": m.shape, "aria-hidden": "true", text: m.symbol || "" });
      el.style.setProperty("--gw-fill", m.fill);
      el.style.setProperty("--gw-ink", m.ink);
      return el;
    }

    // ---------- drawing ----------
    // a wizard's place as a CSS transform (SVG user units), so that a move can glide
    const at = (el, xy) => { el.style.transform = `translate(${xy[0]}px, ${xy[1]}px)`; };
    let viewBox = null; // the board's own box; a crowd fanned out above or below it adds rows
    // a mark's badge sits at a corner of its wizard's chip: the upper right, unless another
    // wizard stands nearer that corner than to another one (a row in a start or city, two on
    // a field): then the corner farthest from every other wizard
    const CORNERS = [[1, -1], [-1, -1], [1, 1], [-1, 1]];
    function badgeCorners(spots) {
      const all = Object.entries(spots);
      const out = {};
      for (const [w, p] of all) {
        let best = null, bestGap = -1;
        // fanned out beside a field: the badge on the side away from the board (the field's
        // number is on the other)
        const f = p.length > 2 && geo.fields[p[2]];
        const n = f ? [f.number_at[0] - f.centre[0], f.number_at[1] - f.centre[1]] : null;
        for (const c of CORNERS) {
          if (n && c[0] * n[0] + c[1] * n[1] <= 0) continue;
          const bx = p[0] + c[0] * geo.chip * 0.95, by = p[1] + c[1] * geo.chip * 0.95;
          let gap = Infinity;
          for (const [x, q] of all) if (x !== w) gap = Math.min(gap, Math.hypot(q[0] - bx, q[1] - by));
          if (!best || gap > bestGap + 0.12) { best = c; bestGap = gap; } // a clear gain: not a tie
        }
        out[w] = best;
      }
      return out;
    }
    // the wizards of a crowded field stand beside it (their spot's third number is that
    // field): a frame round them and two leader lines from the field's outer corners
    function drawCrowds(spots, corners) {
      layers.crowds.replaceChildren();
      const groups = {};
      for (const [w, p] of Object.entries(spots)) if (p.length > 2) (groups[p[2]] = groups[p[2]] || []).push(w);
      let top = viewBox[1], bottom = viewBox[1] + viewBox[3];
      for (const [f, ws] of Object.entries(groups)) {
        const fld = geo.fields[f];
        if (!fld) continue;
        // round the chips and the badges their marks may take
        const xs = [], ys = [];
        for (const w of ws) {
          const [x, y] = spots[w], c = corners[w] || CORNERS[0], r = geo.chip + 0.06;
          const bx = x + c[0] * geo.chip * 0.95, by = y + c[1] * geo.chip * 0.95;
          xs.push(x - r, x + r, bx - 0.25, bx + 0.25);
          ys.push(y - r, y + r, by - 0.25, by + 0.25);
        }
        const x0 = Math.min(...xs), x1 = Math.max(...xs);
        const y0 = Math.min(...ys), y1 = Math.max(...ys);
        top = Math.min(top, y0 - 0.06);
        bottom = Math.max(bottom, y1 + 0.06);
        const box = [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
        const lines = [fld.poly[2], fld.poly[3]].map((c) => {
          const near = box.reduce((a, b) => (Math.hypot(b[0] - c[0], b[1] - c[1]) < Math.hypot(a[0] - c[0], a[1] - c[1]) ? b : a));
          return s("line", { class: "zapp-crowd-leader", x1: c[0], y1: c[1], x2: near[0], y2: near[1] });
        });
        layers.crowds.append(s("g", { class: "zapp-crowd", "data-crowd": f }, [
          ...lines,
          s("rect", { class: "zapp-crowd-frame", x: x0, y: y0, width: x1 - x0, height: y1 - y0, rx: 0.18 }),
        ]));
      }
      svg.setAttribute("viewBox", `${viewBox[0]} ${top} ${viewBox[2]} ${bottom - top}`);
    }
    function placeWizards(spots, instant) {
      const corners = badgeCorners(spots);
      drawCrowds(spots, corners);
      const els = Object.entries(spots).map(([w, xy]) => {
        const { g, badge } = wizardEl(w);
        const c = corners[w] || CORNERS[0];
        badge.setAttribute("transform", `translate(${c[0] * geo.chip * 0.95},${c[1] * geo.chip * 0.95})`);
        if (instant) g.classList.add("zapp-instant");
        at(g, xy);
        return g;
      });
      if (instant) {
        void svg.getBoundingClientRect(); // apply the jump before transitions come back
        for (const g of els) g.classList.remove("zapp-instant");
      }
    }
    function clearMarks() {
      for (const { g, badge } of Object.values(wizardEls)) {
        badge.replaceChildren();
        delete badge.dataset.mark;
        g.classList.remove("zapp-banished", "zapp-met", "zapp-mover");
      }
      layers.ghosts.replaceChildren();
      layers.top.replaceChildren();
      for (const el of fieldEls) if (el) el.classList.remove("zapp-on-path", "zapp-landing");
      for (const el of Object.values(homeEls)) el.classList.remove("zapp-landing");
      layers.path.replaceChildren();
    }
    function ghost(w, xy, markKey, cls2 = "zapp-ghost") {
      const L = look();
      const glyph = (L.wizards || {})[colourOf(w)] || {};
      const badge = s("g", { class: "zapp-badge", transform: `translate(${geo.chip * 0.95},${-geo.chip * 0.95})` });
      const g = s("g", { class: cls2, "data-ghost": w, transform: `translate(${xy[0]},${xy[1]})` }, [
        s("circle", { r: geo.chip, "data-fill": glyph.fill }),
        s("text", { y: 0.01, text: w }),
        badge,
      ]);
      if (markKey) badgeShape(badge, markKey);
      layers.ghosts.append(g);
      return g;
    }
    function markPath(path, landing, colour) {
      for (const f of path) fieldEls[f] && fieldEls[f].classList.add("zapp-on-path");
      if (landing === "city") homeEls[`${colour}:city`] && homeEls[`${colour}:city`].classList.add("zapp-landing");
      else if (fieldEls[landing]) fieldEls[landing].classList.add("zapp-landing");
      const line = path.map((f) => geo.fields[f].centre);
      if (line.length > 1) layers.path.append(s("polyline", { class: "zapp-way", points: pts(line) }));
    }
    // a banished wizard's ghost at its former place: one row further in when another wizard
    // now stands there (the mover that caught up to it)
    function banishedGhost(w, xy, field) {
      let at2 = xy;
      const f = geo.fields[field];
      const taken = Object.entries(model.get("spots") || {}).some(([x, p]) =>
        x !== w && Math.hypot(p[0] - xy[0], p[1] - xy[1]) < geo.chip);
      if (f && taken) {
        const [dx, dy] = [f.centre[0] - f.letter_at[0], f.centre[1] - f.letter_at[1]];
        const n = Math.hypot(dx, dy) || 1;
        at2 = [xy[0] + (dx / n) * geo.chip * 1.9, xy[1] + (dy / n) * geo.chip * 1.9];
      }
      return ghost(w, at2, "banished");
    }
    // marks of a move's fates: banished wizards as a ghost at their former place
    function showFates(move, spotsBefore) {
      for (const f of move.fates) {
        if (f.mark === "mover" || f.mark === "city") {
          wizardEl(f.wizard).g.classList.add("zapp-mover");
          badgeShape(wizardEl(f.wizard).badge, f.mark);
          continue;
        }
        if (f.mark === "banished") {
          banishedGhost(f.wizard, spotsBefore[f.wizard], f.field);
          wizardEl(f.wizard).g.classList.add("zapp-banished");
        } else {
          badgeShape(wizardEl(f.wizard).badge, f.mark);
          wizardEl(f.wizard).g.classList.add("zapp-met");
        }
      }
    }
    function passText(moves, title) {
      passList.replaceChildren();
      passHead.textContent = title || (moves.length
        ? (moves.length === 1 ? "What the move did:" : `What the ${moves.length} moves did:`)
        : "");
      for (const m of moves) {
        const items = m.fates.map((f) =>
          h("li", { "data-wizard": f.wizard, "data-mark": f.mark, "data-rule": f.rule }, [
            markToken(f.mark),
            h("span", { class: "zapp-sentence", text: f.sentence }),
            h("span", { class: "zapp-rule", text: ` [${f.rule}: ${f.title}]` }),
          ]));
        passList.append(h("li", { class: "zapp-pass-move" }, [
          h("span", { class: "zapp-pass-title", text: m.text }),
          h("ul", {}, items),
        ]));
      }
      passBox.hidden = !moves.length;
    }

    // the banishment pass, field by field: the mover walks its path, each wizard it meets gets
    // its mark as it is reached, banished ones go back to their start
    function animate(moves, finalSpots, delay) {
      ui.busy(true);
      moved = true;
      let t = 0;
      const head = passHead.textContent;
      moves.forEach((m, i) => {
        ui.later(() => {
          passHead.textContent = `Move ${i + 1} of ${moves.length}: ${m.player} moves ${m.wizard} ${m.steps} field${m.steps === 1 ? "" : "s"}`;
          clearMarks();
          placeWizards(m.before, true);
          markPath(m.path, m.landing, colourOf(m.wizard));
          const mover = wizardEl(m.wizard);
          mover.g.classList.add("zapp-mover");
          mover.g.parentNode.append(mover.g); // on top
        }, t);
        t += delay;
        m.path.forEach((f, k) => {
          ui.later(() => {
            const centre = geo.fields[f].centre;
            at(wizardEl(m.wizard).g, centre);
            for (const fate of m.fates)
              if (fate.field === f && fate.wizard !== m.wizard) {
                if (fate.mark === "banished") {
                  ghost(fate.wizard, m.before[fate.wizard], "banished");
                  at(wizardEl(fate.wizard).g, m.after[fate.wizard]);
                  wizardEl(fate.wizard).g.classList.add("zapp-banished");
                } else {
                  badgeShape(wizardEl(fate.wizard).badge, fate.mark);
                }
              }
          }, t);
          t += delay;
        });
        ui.later(() => {
          placeWizards(m.after, false);
          showFates(m, m.before);
        }, t);
        t += delay * 4;
      });
      ui.later(() => {
        passHead.textContent = head;
        placeWizards(finalSpots, true);
        staticMarks(moves);
        ui.busy(false);
      }, t);
    }
    // the board keeps the marks of the last move (time travel shows each move alone)
    function staticMarks(moves) {
      clearMarks();
      const last = moves[moves.length - 1];
      passNote.textContent = moves.length > 1
        ? `The board marks the last move (${last.player}'s ${last.wizard}); step back with ◀ under the board to see each move on its own.`
        : "";
      if (!last) return;
      markPath(last.path, last.landing, colourOf(last.wizard));
      showFates(last, last.before);
    }
    function replay() {
      const passes = model.get("passes") || {};
      if (!(passes.moves || []).length || ui.reduceMotion()) return;
      ui.stopTimers();
      animate(passes.moves, model.get("spots") || {}, model.get("step_ms") || 140);
    }

    let spotsShown = null; // the spots the wizards stand on
    let marksShown = null; // what the marks were drawn from
    let placingShown = ""; // the editor's state the fields were last made pressable for
    let geoPlaced = null;
    let moved = false; // an animation moved them since
    let shownPass = 0; // seq of the last pass animated
    let shownShake = 0; // seq of the last shake animated
    let geoShown = null;
    function draw(ctx) {
      ctxNow = ctx;
      const g = ctx.geometry;
      if (!g || !g.fields) return;
      if (g !== geoShown) {
        build(g);
        geoShown = g;
        marksShown = null;
        spotsShown = null;
      }
      const L = ctx.look;
      const v = ctx.view;
      const editing = model.get("editing");
      const draft = model.get("draft") || {};
      const spots = model.get("spots") || {};
      const movable = ctx.live ? model.get("movable") || [] : [];
      const preview = ctx.live ? model.get("preview") || {} : {};
      const choices = preview.choices || [];
      const passes = model.get("passes") || {};
      const plateau = model.get("plateau") || [];
      const selected = model.get("selected");
      ui.root.classList.toggle("zapp-editing", editing);
      ui.root.style.setProperty("--zapp-glide", `${Math.round(model.get("step_ms") * 0.8)}ms`);
      if (editing && !ctx.asking) ui.root.dataset.actionable = "";

      // the marks, the path and the pass list change only with what they show: a redraw for
      // anything else (a shaken barrel, an answer) leaves them, and a running animation, be it
      // (so a barrel click redraws little)
      const marksKey = [spots, model.get("preview"), passes, editing, ctx.live, ctx.index];
      const marksSame = marksShown !== null && marksKey.every((k, i) => k === marksShown[i]);
      marksShown = marksKey;
      if (!marksSame) {
        ui.stopTimers();
        ui.busy(false);
        clearMarks();
        if (spots !== spotsShown || moved) placeWizards(spots, true); // else they stand there
        spotsShown = spots;
        moved = false;
      }

      // the mountain: dice, magic number, move order
      diceText.textContent = v.magic ? `Dice ${v.dice[0]} + ${v.dice[1]}: magic number ${v.magic}` : "";
      const order = Object.entries(v.revealed || {}).sort((a, b) => b[1] - a[1]).filter(([, n]) => n <= v.magic);
      orderText.textContent = order.length ? `Move order: ${order.map(([p, n]) => `${p} ${n}`).join(", ")}` : "";
      fitOrder();
      const notice = model.get("notice") || {};
      const banner = Boolean(notice.lines && notice.lines.length && notice.banner && !editing
        && `${notice.key}:${notice.text}` !== noticeClosed);
      noticeEl.style.display = banner ? "" : "none";
      diceText.style.display = orderText.style.display = banner ? "none" : "";
      if (!banner) fitOrder();
      noticeEl.classList.toggle("zapp-notice-mine", Boolean(notice.mine));
      if (banner) {
        const lines = notice.lines.slice(0, 3);
        noticeLines.forEach((t, i) => { t.textContent = lines[i] || ""; });
        // three lines at most fit between the plateau's top and the first row of barrels
        // (the box ends at 0.16 + 1.24 = 1.40, above the barrels' tops at 1.44)
        noticeBox.setAttribute("height", String(0.16 + 0.36 * lines.length));
        noticeEl.setAttribute("aria-label", notice.text);
      }

      // barrels: who took which, numbers once revealed, your own readings
      const choosing = ctx.live && ctx.phase === "choose" && ctx.can.play;
      for (const b of plateau) {
        const el = barrelEls[b.label];
        if (!el) continue;
        const g2 = el.g;
        g2.classList.toggle("zapp-taken", Boolean(b.taker));
        el.shape.setAttribute("fill", b.taker ? L.pale[b.taker] : L.barrel);
        g2.classList.toggle("zapp-open", b.open);
        g2.classList.toggle("zapp-selected", b.label === selected);
        g2.classList.toggle("zapp-too-high", b.too_high);
        g2.classList.toggle("zapp-moved", b.moved);
        el.reading.textContent = b.reading !== null && b.reading !== undefined && !b.number ? `≈${b.reading.toFixed(1)}` : "";
        el.number.textContent = b.number ? String(b.number) : "";
        el.back.style.display = b.too_high ? "" : "none";
        el.taker.style.display = b.taker ? "" : "none";
        if (b.taker) {
          const tg = (L.wizards || {})[b.taker] || {};
          el.taker.firstChild.setAttribute("fill", tg.fill);
          el.taker.lastChild.setAttribute("fill", tg.ink);
          el.taker.lastChild.textContent = tg.letter;
        }
        let label = `Barrel ${b.label}`;
        if (b.taker) label += `, set down by ${b.taker}`;
        if (b.number) label += `: ${b.number}${b.too_high ? `, higher than the magic number ${v.magic}` : ""}`;
        else if (b.taker) label += " (secret until the reveal)";
        if (b.reading !== null && b.reading !== undefined) label += `; your reading ${b.reading.toFixed(1)}`;
        if (b.label === selected) label += " (selected)";
        asButton(g2, choosing && b.open, label, () => pressBarrel(b.label));
      }
      const shaken = model.get("shaken") || {};
      shakeNote.textContent = choosing && shaken.barrel
        ? `Barrel ${shaken.barrel} rattles: about ${shaken.reading.toFixed(1)} stones (the magic number is ${v.magic}).`
        : "";
      if (shaken.seq && shaken.seq !== shownShake && barrelEls[shaken.barrel]) {
        shownShake = shaken.seq;
        if (!ui.reduceMotion() && barrelEls[shaken.barrel].body.animate) {
          // the vigour follows the reading: more stones, a wider and faster rattle (the Web
          // Animations API: no style recalculation of the page to restart it)
          const k = Math.max(0, Math.min(1, shaken.reading / 13));
          const amp = 4 + 16 * k;
          const body = barrelEls[shaken.barrel].body;
          for (const a of body.getAnimations()) a.cancel();
          body.animate(
            [{ transform: "rotate(0deg)" }, { transform: `rotate(${amp}deg)` },
              { transform: `rotate(${-amp}deg)` }, { transform: "rotate(0deg)" }],
            { duration: 260 - 120 * k, iterations: 4, easing: "ease-in-out" },
          );
        }
      }
      chooseBar.hidden = !choosing;
      setDownBtn.disabled = !selected;
      setDownBtn.textContent = selected ? `Set down barrel ${selected}` : "Set down (shake a barrel first)";

      // wizards: movable ones, the preview's choices, the editor
      const picked = preview.wizard;
      for (const [w, el] of Object.entries(wizardEls)) {
        if (!(w in spots)) {
          el.g.remove();
          delete wizardEls[w];
          continue;
        }
        const where = (editing ? null : v.position && v.position[w]);
        const choice = choices.find((c) => c.wizard === w && c.kind !== "stay");
        const canPick = movable.includes(w) && w !== picked;
        const isPicked = Boolean(picked) && w === picked;
        const edit = editing && !ctx.asking;
        let label = `${w}, ${colourOf(w)} wizard${where !== null && where !== undefined ? ` on ${placeWords(where, colourOf(w))}` : ""}`;
        if (choice) label += `: ${choice.label}${choice.on ? " (chosen)" : ""}`;
        else if (canPick) label += ": preview its move";
        else if (isPicked) label += ": its move is previewed (press again to drop it)";
        else if (edit) label += draft.pick === w ? " (picked: now click where it goes)" : ": pick it to place it";
        asButton(el.g, Boolean(choice) || canPick || isPicked || edit, label, () => pressWizard(w));
        if (choice) el.g.setAttribute("aria-pressed", choice.on ? "true" : "false");
        else el.g.removeAttribute("aria-pressed");
        el.g.classList.toggle("zapp-movable", canPick);
        el.g.classList.toggle("zapp-choice", Boolean(choice));
        el.g.classList.toggle("zapp-picked", w === picked || (edit && draft.pick === w));
      }
      // fields and homes: places in the editor
      const placing = `${editing}:${draft.pick || ""}:${ctx.asking}:${geo === geoPlaced}`;
      if (placing !== placingShown) {
        placingShown = placing;
        geoPlaced = geo;
        const pickColour = draft.pick ? colourOf(draft.pick) : "";
        for (const el of fieldEls) {
          if (!el) continue;
          const f = Number(el.dataset.field);
          asButton(el, Boolean(editing && draft.pick && !ctx.asking), `${fieldName(f)}`, () => pressPlace(f), null);
        }
        for (const [key, el] of Object.entries(homeEls)) {
          const [colour, kind] = key.split(":");
          const on = Boolean(editing && draft.pick && pickColour === colour && !ctx.asking);
          asButton(el, on, `the ${colour} ${kind}`, () => pressPlace(kind, colour), null);
        }
      }

      if (!marksSame) {
        // the preview: path, landing, what happens to each wizard met
        previewText.textContent = preview.text ? `Preview: ${preview.text}` : "";
        moveBar.hidden = !preview.move;
        moveBtn.textContent = preview.move ? `Move ${preview.wizard} (${preview.distance})` : "Move";
        choicesBox.replaceChildren();
        choicesBox.hidden = !choices.length;
        for (const c of choices)
          // its state in its words too (not only its colour): "✓ Carry R2 along" when chosen
          choicesBox.append(btn(`${c.on ? "✓ " : ""}${c.label}`, () => toggle(c), {
            class: `${cls("btn")} zapp-choice-btn`, "aria-pressed": c.on ? "true" : "false",
            "data-choice": `${c.kind}:${c.wizard}`,
          }));

        // the last step's moves (or the preview), marked; animated once when new
        const moves = passes.moves || [];
        if (preview.move) {
          markPath(preview.path, preview.landing, colourOf(preview.wizard));
          for (const f of preview.fates) {
            if (f.wizard === preview.wizard) continue;
            badgeShape(wizardEl(f.wizard).badge, f.mark);
          }
          layers.top.append(ghost(preview.wizard, preview.ghost_at, preview.landing === "city" ? "city" : "mover", "zapp-ghost zapp-landing-ghost"));
          passText([{ text: `If ${preview.wizard} moves ${preview.distance}:`, fates: preview.fates }], "Preview (nothing is played until you press Move):");
          replayBtn.hidden = true;
        } else if (!editing) {
          passText(moves);
          replayBtn.hidden = ui.reduceMotion() || !moves.length;
          const delay = ui.reduceMotion() ? 0 : model.get("step_ms");
          if (moves.length && passes.animate && passes.seq !== shownPass && delay > 0) {
            shownPass = passes.seq;
            animate(moves, spots, delay);
          } else {
            shownPass = passes.seq || shownPass;
            staticMarks(moves);
          }
        } else {
          passText([]);
          passNote.textContent = "";
        }
      }

      // the editor
      editBtn.textContent = editing ? "Cancel editing" : "Edit position";
      editBtn.setAttribute("aria-pressed", editing ? "true" : "false");
      editBtn.disabled = ctx.asking;
      editPanel.hidden = !editing;
      editNote.textContent = editing
        ? (draft.pick ? `${draft.pick} picked: click a field, or its start or city, to put it there.` : "Click a wizard to pick it up.")
        : "";
      if (document.activeElement !== textArea || !editing) textArea.value = draft.text || "";
    }

    return { draw };
  },
});
