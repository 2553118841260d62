// ZotBoard front end: a plain ES module for anywidget (no bundler, no dependencies).
//
// The kernel owns the game. This file only draws the traits it receives and sends small
// requests ({action: ...}) back with model.send; it never changes a trait itself.
// Text reaches the page through textContent only (never innerHTML).

const NAMES = {
  ".": "empty",
  Z: "zombie",
  F: "flaming zombie",
  B: "bomb",
  M: "multiplier",
  "*": "flower bed",
  z: "zombie in a flower bed",
  f: "flaming zombie in a flower bed",
  b: "bomb in a flower bed",
  m: "multiplier in a flower bed",
  P: "pumpkin",
  J: "Jasper",
};
// the letter printed on a square (so no square depends on colour alone)
const LETTER = { Z: "Z", F: "F", B: "B", M: "×2", P: "P", J: "J" };
const AREA = (r, rows) =>
  r === rows - 1 ? "path" : r === rows - 2 ? "patch" : r >= rows - 6 ? "yard" : "zot";
const AREA_NAME = {
  zot: "Zot's yard",
  yard: "Jasper's yard",
  patch: "pumpkin patch",
  path: "garden path",
};
const SPELL_LABEL = { flower: "Flower Power", fire: "Magical Fire", none: "No spell" };

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

function render({ model, el }) {
  let seq = 0;
  const send = (msg) => model.send({ ...msg, id: ++seq });
  const timers = [];
  let shownChain = 0; // seq of the last chain animated
  let focusPos = [99, 1]; // row clamps to the garden path

  // ---------- layout ----------
  const root = h("div", { class: "zot", "data-phase": "" });
  const status = h("div", { class: "zot-status", "aria-label": "Game status" });
  const help = h("p", { class: "zot-help" });
  const grid = h("div", { class: "zot-grid", role: "grid", "aria-label": "Jasper and Zot board" });
  const side = h("div", { class: "zot-side" });
  const errorBox = h("div", { class: "zot-error", role: "alert" });
  const spellBar = h("div", { class: "zot-bar zot-spells", role: "group", "aria-label": "Spells" });
  const autoBar = h("div", { class: "zot-bar", role: "group", "aria-label": "Automatic steps" });
  const placeBox = h("div", { class: "zot-placements", role: "group", "aria-label": "Placements" });
  const chainInfo = h("p", { class: "zot-chain-info", "aria-live": "polite" });
  const eventsHead = h("h4", { class: "zot-events-head" });
  const eventsList = h("ol", { class: "zot-events" });
  const eventsHint = h("p", {
    class: "zot-hint",
    text: "Click a sentence to read the rule in the rulebook's own words.",
  });
  const timeBar = h("div", { class: "zot-time" });
  const editBox = h("div", { class: "zot-edit" });

  const btn = (label, action, extra = {}) =>
    h("button", { type: "button", class: "zot-btn", text: label, onclick: action, ...extra });

  const spellButtons = {};
  for (const s of ["flower", "fire", "none"]) {
    spellButtons[s] = btn(SPELL_LABEL[s], () =>
      send({
        action: "play",
        move: { type: "MoveShoot", column: model.get("aim"), spell: s === "none" ? null : s },
      }),
      { class: `zot-btn zot-spell zot-spell-${s}`, "data-spell": s },
    );
    spellBar.append(spellButtons[s]);
  }
  const stepBtn = btn("Next step", () => send({ action: "step" }), { "data-act": "step" });
  const autoBtn = btn("Run automatic steps", () => send({ action: "auto" }), {
    class: "zot-btn zot-primary",
    "data-act": "auto",
  });
  const undoBtn = btn("Undo", () => send({ action: "undo" }), { "data-act": "undo" });
  autoBar.append(stepBtn, autoBtn, undoBtn);

  const slider = h("input", {
    type: "range",
    min: 0,
    max: 0,
    value: 0,
    step: 1,
    class: "zot-slider",
    "aria-label": "Position in the game",
  });
  slider.addEventListener("input", () => send({ action: "view", index: Number(slider.value) }));
  const sliderLabel = h("span", { class: "zot-slider-label" });
  const nowBtn = btn("Back to now", () => send({ action: "view", index: Number(slider.max) }), {
    "data-act": "now",
  });
  const resumeBtn = btn("Play on from here", () => send({ action: "resume" }), {
    "data-act": "resume",
  });
  const stepTo = (d) => {
    const i = Number(slider.value) + d;
    if (i >= 0 && i <= Number(slider.max)) send({ action: "view", index: i });
  };
  const backBtn = btn("◀", () => stepTo(-1), { "aria-label": "One step back", "data-act": "back" });
  const fwdBtn = btn("▶", () => stepTo(1), { "aria-label": "One step forward", "data-act": "fwd" });
  timeBar.append(
    h("label", { class: "zot-slider-wrap" }, [h("span", { text: "Time travel " }), slider]),
    backBtn,
    fwdBtn,
    sliderLabel,
    nowBtn,
    resumeBtn,
  );

  const editBtn = btn("Edit position", () => send({ action: "edit", on: !model.get("editing") }), {
    "data-act": "edit",
  });
  const textArea = h("textarea", {
    class: "zot-text",
    rows: 11,
    cols: 8,
    spellcheck: "false",
    "aria-label": "The position as text (copy it, or paste one and press Load text)",
  });
  const loadBtn = btn("Load text", () => send({ action: "paste", text: textArea.value }), {
    "data-act": "paste",
  });
  const copyBtn = btn("Copy text", () => {
    textArea.select();
    if (navigator.clipboard) navigator.clipboard.writeText(textArea.value).catch(() => {});
  });
  const startBtn = btn("Start a game here", () => send({ action: "start" }), {
    class: "zot-btn zot-primary",
    "data-act": "start",
  });
  const editKey = h("p", {
    class: "zot-edit-key",
    text:
      "Glyphs: . empty, Z zombie, F flaming zombie, B bomb, M multiplier, * flower bed, " +
      "z f b m a token in a bed, P pumpkin (row 9), J Jasper (row 10).",
  });
  editBox.append(
    h("div", { class: "zot-bar" }, [editBtn]),
    h("div", { class: "zot-edit-panel" }, [
      textArea,
      h("div", { class: "zot-bar zot-bar-col" }, [loadBtn, copyBtn, startBtn]),
    ]),
    editKey,
  );

  side.append(
    help,
    errorBox,
    spellBar,
    placeBox,
    autoBar,
    chainInfo,
    eventsHead,
    eventsList,
    eventsHint,
  );
  const legend = h("div", { class: "zot-legend", "aria-label": "Legend" });
  for (const [g, name] of [
    ["Z", "zombie"], ["F", "flaming zombie"], ["B", "bomb"], ["M", "multiplier"],
    ["*", "flower bed"], ["P", "pumpkin"], ["J", "Jasper"],
  ]) {
    const sw = h("span", { class: `zot-cell zot-swatch${g === "*" ? " zot-bed" : ` zot-t-${g}`}` }, [
      h("span", { class: "zot-glyph", text: g === "*" ? "" : LETTER[g] }),
    ]);
    legend.append(h("span", { class: "zot-legend-item" }, [sw, h("span", { text: name })]));
  }
  legend.append(
    h("span", {
      class: "zot-legend-areas",
      text:
        "Rows 0-4: Zot's yard (out of range) · dashed line: the fence · rows 5-8: Jasper's " +
        "yard · row 9: pumpkin patch · row 10: garden path (Jasper). Numbers on squares: " +
        "the spell's chain in breadth-first order.",
    }),
  );
  const boardCol = h("div", { class: "zot-boardcol" }, [grid, legend]);
  const main = h("div", { class: "zot-main" }, [boardCol, side]);
  root.append(status, main, timeBar, editBox);
  el.append(root);

  // ---------- the board ----------
  let cells = []; // cells[r][c-1]
  let nRows = 0;
  let nCols = 0;

  function buildGrid(rows, cols) {
    grid.replaceChildren();
    grid.style.setProperty("--zot-cols", cols);
    cells = [];
    nRows = rows;
    nCols = cols;
    const head = h("div", { class: "zot-row zot-head", role: "row" }, [
      h("span", { class: "zot-corner", role: "columnheader", "aria-label": "row" }),
    ]);
    for (let c = 1; c <= cols; c++)
      head.append(h("span", { class: "zot-colnum", role: "columnheader", text: String(c) }));
    grid.append(head);
    for (let r = 0; r < rows; r++) {
      const area = AREA(r, rows);
      const row = h("div", { class: `zot-row zot-area-${area}`, role: "row" }, [
        h("span", { class: "zot-rownum", role: "rowheader", text: String(r), title: AREA_NAME[area] }),
      ]);
      const line = [];
      for (let c = 1; c <= cols; c++) {
        const cell = h("div", {
          class: `zot-cell zot-area-${area}` + (r === rows - 6 ? " zot-fence" : ""),
          role: "gridcell",
          tabindex: "-1",
          "data-row": r,
          "data-col": c,
        });
        cell.append(h("span", { class: "zot-glyph" }), h("span", { class: "zot-order" }));
        cell.addEventListener("click", () => activate(r, c));
        cell.addEventListener("keydown", (ev) => onKey(ev, r, c));
        cell.addEventListener("focus", () => {
          focusPos = [r, c];
          for (const l of cells) for (const x of l) x.tabIndex = -1;
          cell.tabIndex = 0;
        });
        row.append(cell);
        line.push(cell);
      }
      grid.append(row);
      cells.push(line);
    }
    cells[Math.min(focusPos[0], rows - 1)][Math.min(focusPos[1], cols) - 1 || 0].tabIndex = 0;
  }

  function onKey(ev, r, c) {
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (ev.key === "Enter" || ev.key === " ") {
      ev.preventDefault();
      activate(r, c);
    } else if (moves[ev.key]) {
      ev.preventDefault();
      const [dr, dc] = moves[ev.key];
      const nr = Math.min(Math.max(r + dr, 0), nRows - 1);
      const nc = Math.min(Math.max(c + dc, 1), nCols);
      cells[nr][nc - 1].focus();
    }
  }

  function activate(r, c) {
    if (root.dataset.actionable === undefined) return;
    if (model.get("editing")) return send({ action: "cycle", square: [r, c] });
    const phase = model.get("phase");
    if (r !== nRows - 1 || !model.get("reach").includes(c)) return;
    if (phase === "setup") send({ action: "play", move: { type: "StartJasper", column: c } });
    else if (phase === "move_shoot") send({ action: "aim", column: c });
  }

  function paintCell(cell, glyph, r, c) {
    const g = glyph || ".";
    const bed = "*zfbm".includes(g) && g !== ".";
    const token = g === "*" ? "" : g.toUpperCase();
    cell.dataset.glyph = g;
    cell.className = cell.className
      .split(" ")
      .filter((k) => !k.startsWith("zot-t-") && k !== "zot-bed")
      .join(" ");
    if (bed) cell.classList.add("zot-bed");
    if (token && token !== ".") cell.classList.add(`zot-t-${token}`);
    cell.firstChild.textContent = token && token !== "." ? LETTER[token] || token : "";
    const area = AREA_NAME[AREA(r, nRows)];
    cell.setAttribute("aria-label", `row ${r}, column ${c}, ${area}: ${NAMES[g] || g}`);
  }

  function clearMarks() {
    for (const line of cells)
      for (const cell of line) {
        cell.classList.remove("zot-lit", "zot-hit", "zot-blast", "zot-ghost", "zot-was");
        cell.lastChild.textContent = "";
        delete cell.dataset.ghost;
      }
  }

  function paintBoard(rows) {
    rows.forEach((line, r) =>
      [...line].forEach((g, i) => paintCell(cells[r][i], g, r, i + 1)),
    );
  }

  function markChain(chain, upto) {
    chain.chain.slice(0, upto).forEach(([r, c], i) => {
      const cell = cells[r] && cells[r][c - 1];
      if (!cell) return;
      if (!cell.classList.contains("zot-lit")) {
        cell.classList.add("zot-lit");
        cell.setAttribute("aria-label", `${cell.getAttribute("aria-label")}; chain step ${i + 1}`);
      }
      cell.lastChild.textContent = String(i + 1);
    });
    if (chain.hit && upto > 0) {
      const [r, c] = chain.hit;
      if (cells[r] && cells[r][c - 1]) cells[r][c - 1].classList.add("zot-hit");
    }
  }

  function markBlasts(chain) {
    for (const [r, c] of chain.exploded || [])
      if (cells[r] && cells[r][c - 1]) cells[r][c - 1].classList.add("zot-blast");
  }

  function stopAnimation() {
    while (timers.length) clearTimeout(timers.pop());
    delete root.dataset.animating;
  }

  function chainText(chain) {
    const n = (chain.chain || []).length;
    const spell = SPELL_LABEL[chain.spell] || "The spell";
    if (!chain.hit) return `${spell}: nothing in range, no effect.`;
    let t = `${spell} hit row ${chain.hit[0]}, column ${chain.hit[1]}; the chain reached ${n} square${n === 1 ? "" : "s"} (numbered in breadth-first order).`;
    if ((chain.exploded || []).length) t += ` Explosions destroyed ${chain.exploded.length}.`;
    if (chain.spell === "fire") t += ` Points: ${chain.sum || chain.points}.`;
    return t;
  }

  // ---------- drawing everything ----------
  function draw() {
    const rows = model.get("rows") || [];
    if (!rows.length) return;
    if (rows.length !== nRows || rows[0].length !== nCols) buildGrid(rows.length, rows[0].length);
    const phase = model.get("phase");
    const editing = model.get("editing");
    const toMove = model.get("to_move");
    const index = model.get("index");
    const history = model.get("history") || [];
    const last = history.length - 1;
    const now = index === last && !editing;
    const st = model.get("status") || {};
    root.dataset.phase = phase;
    root.dataset.index = index;
    root.dataset.ack = model.get("ack");
    root.classList.toggle("zot-editing", editing);
    root.classList.toggle("zot-past", !now && !editing);
    if (now || editing) root.dataset.actionable = "";
    else delete root.dataset.actionable;

    // status line: always visible
    const items = [
      ["Turn", st.turn],
      ["Wave", st.wave],
      ["Score", st.score],
      ["Pumpkins", `${st.pumpkins} of 6`],
      ["Bag", st.bag],
      ["Beds left", st.supply === null || st.supply === undefined ? "∞" : st.supply],
    ];
    if (st.dice) items.push(["Dice", `pattern ${st.dice[0]}, column ${st.dice[1]}`]);
    if (st.aggravated) items.push(["Table", "aggravated"]);
    status.replaceChildren(
      ...items.map(([k, v]) =>
        h("span", { class: "zot-stat", "data-stat": k.toLowerCase() }, [
          h("span", { class: "zot-stat-k", text: k }),
          h("span", { class: "zot-stat-v", text: String(v) }),
        ]),
      ),
    );
    if (st.result) status.append(h("span", { class: "zot-result", text: st.result }));
    help.textContent = model.get("help");

    // board
    stopAnimation();
    clearMarks();
    paintBoard(rows);
    const reach = now ? model.get("reach") : [];
    const aim = model.get("aim");
    for (let c = 1; c <= nCols; c++) {
      const cell = cells[nRows - 1][c - 1];
      cell.classList.toggle("zot-reach", reach.includes(c));
      cell.classList.toggle("zot-aim", now && phase === "move_shoot" && c === aim);
    }
    for (let r = nRows - 6; r < nRows - 1; r++)
      for (let c = 1; c <= nCols; c++)
        cells[r][c - 1].classList.toggle("zot-line", now && phase === "move_shoot" && c === aim);
    for (const line of cells)
      for (const cell of line) {
        const r = Number(cell.dataset.row);
        const c = Number(cell.dataset.col);
        const act = editing || (now && r === nRows - 1 && reach.includes(c));
        cell.classList.toggle("zot-actionable", act);
        cell.setAttribute("aria-disabled", act ? "false" : "true");
      }
    if (now && phase === "move_shoot" && aim) {
      // Jasper walks there before casting: show where he will stand
      const j = rows[nRows - 1].indexOf("J") + 1;
      if (j !== aim) {
        paintCell(cells[nRows - 1][aim - 1], "J", nRows - 1, aim);
        cells[nRows - 1][aim - 1].classList.add("zot-ghost");
        paintCell(cells[nRows - 1][j - 1], ".", nRows - 1, j);
        cells[nRows - 1][j - 1].classList.add("zot-was");
      }
    }

    // spells
    const spells = model.get("spells") || [];
    spellBar.hidden = !(now && phase === "move_shoot");
    for (const [s, b] of Object.entries(spellButtons)) {
      b.disabled = !spells.includes(s);
      b.textContent = `${SPELL_LABEL[s]}${aim && s !== "none" ? ` (column ${aim})` : ""}`;
    }

    // placements
    const placements = model.get("placements") || [];
    placeBox.replaceChildren();
    if (now && placements.length) {
      placeBox.append(h("p", { class: "zot-sub", text: "Choose a placement:" }));
      placements.forEach((p, i) => {
        const mini = h("span", { class: "zot-mini", "aria-hidden": "true" });
        const rowsUsed = Math.max(...p.cells.map(([r]) => r)) + 1;
        mini.style.setProperty("--zot-cols", nCols);
        for (let r = 0; r < rowsUsed; r++)
          for (let c = 1; c <= nCols; c++) {
            const k = p.cells.findIndex(([pr, pc]) => pr === r && pc === c);
            const tok = k >= 0 ? p.tokens[k] : "";
            mini.append(
              h("span", {
                class: `zot-mini-cell${tok ? ` zot-t-${tok.toUpperCase()}` : ""}`,
                text: tok ? LETTER[tok.toUpperCase()] || tok : "",
              }),
            );
          }
        const b = h(
          "button",
          {
            type: "button",
            class: "zot-btn zot-place",
            "data-place": i,
            onclick: () =>
              send({ action: "play", move: { type: "Place", cells: p.cells, tokens: p.tokens } }),
            onmouseenter: () => ghost(p),
            onfocus: () => ghost(p),
            onmouseleave: unghost,
            onblur: unghost,
          },
          [mini, h("span", { text: p.label })],
        );
        placeBox.append(b);
      });
    }

    // automatic steps and undo
    const auto = now && !toMove && !st.over && phase !== "over";
    autoBar.hidden = editing;
    stepBtn.disabled = !auto;
    autoBtn.disabled = !auto;
    undoBtn.disabled = !now || last === 0;

    // error
    const err = model.get("error") || {};
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

    // events
    eventsHead.textContent = model.get("heading");
    eventsHint.hidden = !(model.get("events") || []).length;
    eventsList.replaceChildren(
      ...(model.get("events") || []).map((e) =>
        h("li", { "data-rule": e.rule }, [
          h("details", {}, [
            h("summary", { text: e.text }),
            h("p", { class: "zot-rule", text: `${e.title} [${e.rule}] · ${e.section}` }),
            h("blockquote", { text: e.quote || "(no quote)" }),
          ]),
        ]),
      ),
    );

    // time travel
    slider.max = String(last);
    slider.value = String(index);
    slider.disabled = editing;
    backBtn.disabled = editing || index === 0;
    fwdBtn.disabled = editing || index === last;
    sliderLabel.textContent = `Position ${index} of ${last}: ${history[index] || ""}`;
    nowBtn.hidden = now || editing;
    resumeBtn.hidden = now || editing;

    // editor
    editBtn.textContent = editing ? "Cancel editing" : "Edit position";
    editBtn.setAttribute("aria-pressed", editing ? "true" : "false");
    editBox.querySelector(".zot-edit-panel").hidden = !editing;
    editKey.hidden = !editing;
    if (document.activeElement !== textArea || !editing) textArea.value = model.get("text");

    // the spell's chain
    const chain = model.get("chain") || {};
    chainInfo.textContent = chain.chain ? chainText(chain) : "";
    if (chain.chain) {
      const delay = reduceMotion() ? 0 : model.get("chain_delay");
      if (chain.animate && chain.seq !== shownChain && delay > 0 && chain.before) {
        shownChain = chain.seq;
        animate(chain, rows, delay);
      } else {
        shownChain = chain.seq;
        if (index === last || !chain.animate) {
          markChain(chain, chain.chain.length);
          markBlasts(chain);
        }
      }
    }
  }

  function animate(chain, rows, delay) {
    root.dataset.animating = "";
    paintBoard(chain.before);
    const n = chain.chain.length;
    for (let i = 1; i <= n; i++) timers.push(setTimeout(() => markChain(chain, i), i * delay));
    timers.push(setTimeout(() => markBlasts(chain), (n + 1) * delay));
    timers.push(
      setTimeout(() => {
        paintBoard(rows);
        draw_after(chain);
        delete root.dataset.animating;
      }, (n + 2) * delay),
    );
  }

  function draw_after(chain) {
    clearMarks();
    markChain(chain, chain.chain.length);
    markBlasts(chain);
  }

  function reduceMotion() {
    return window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  }

  function ghost(p) {
    p.cells.forEach(([r, c], k) => {
      const cell = cells[r] && cells[r][c - 1];
      if (!cell) return;
      cell.classList.add("zot-ghost");
      cell.dataset.ghost = "1";
      cell.firstChild.textContent = LETTER[p.tokens[k].toUpperCase()] || p.tokens[k];
    });
  }

  function unghost() {
    for (const line of cells)
      for (const cell of line)
        if (cell.dataset.ghost) {
          cell.classList.remove("zot-ghost");
          delete cell.dataset.ghost;
          const g = cell.dataset.glyph;
          cell.firstChild.textContent = g === "*" || g === "." ? "" : LETTER[g.toUpperCase()] || g;
        }
  }

  // redraw once per batch of trait changes (a kernel reply changes many traits at once)
  let pending = false;
  const schedule = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      const hadFocus = grid.contains(document.activeElement);
      draw();
      if (hadFocus && cells[focusPos[0]]) cells[focusPos[0]][focusPos[1] - 1]?.focus();
    });
  };
  const keys = [
    "rows", "phase", "to_move", "help", "status", "reach", "aim", "spells", "placements",
    "heading", "events", "error", "chain", "history", "index", "editing", "text", "ack",
  ];
  for (const k of keys) model.on(`change:${k}`, schedule);
  draw();
  return () => {
    stopAnimation();
    for (const k of keys) model.off(`change:${k}`, schedule);
  };
}

export default { render };
