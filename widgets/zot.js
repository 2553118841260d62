// ZotBoard's own part: Jasper and Zot's board, spells, placements, the chain and the editor.
// Python joins widgets/base.js in front of this file (see base.js for the shared part and
// the `ui` it hands to setup). The board's glyphs, colours, shapes and areas come from the
// `look` and `geometry` traits (zzlib/look/zot.py), not from constants written here.

export default gameWidget({
  name: "zot",
  label: "Jasper and Zot",
  keys: ["rows", "reach", "aim", "spells", "placements", "chain", "editing", "text"],
  setup(ui) {
    const { model, send, h, btn, cls } = ui;
    const spellLabel = (s) => (model.get("look").spells?.[s]?.name) || "No spell";
    let g = null; // the grid
    let geo = {};
    let shownChain = 0; // seq of the last chain animated

    const spellBar = h("div", { class: cls("bar", "spells"), role: "group", "aria-label": "Spells" });
    const spellButtons = {};
    for (const s of ["flower", "fire", "none"]) {
      spellButtons[s] = btn(s, () =>
        send({ action: "play", move: { type: "MoveShoot", column: model.get("aim"), spell: s === "none" ? null : s } }),
        { class: `${cls("btn")} zot-spell zot-spell-${s}`, "data-spell": s });
      spellBar.append(spellButtons[s]);
    }
    const placeBox = h("div", { class: "zot-placements", role: "group", "aria-label": "Placements" });
    const chainInfo = h("p", { class: "zot-chain-info", "aria-live": "polite" });
    const editBtn = btn("Edit position", () => send({ action: "edit", on: !model.get("editing") }), { "data-act": "edit" });
    const textArea = h("textarea", {
      class: "zot-text", rows: 11, cols: 8, spellcheck: "false",
      "aria-label": "The position as text (copy it, or paste one and press Load text)",
    });
    const loadBtn = btn("Load text", () => send({ action: "paste", text: textArea.value }), { "data-act": "paste" });
    const copyBtn = btn("Copy text", () => {
      textArea.select();
      if (navigator.clipboard) navigator.clipboard.writeText(textArea.value).catch(() => {});
    });
    const startBtn = btn("Start a game here", () => send({ action: "start" }), {
      class: `${cls("btn")} gw-primary zot-primary`, "data-act": "start",
    });
    const editKey = h("p", { class: "zot-edit-key" });
    const editPanel = h("div", { class: "zot-edit-panel" }, [
      textArea, h("div", { class: cls("bar", "bar-col") }, [loadBtn, copyBtn, startBtn]),
    ]);
    ui.controls.append(spellBar, placeBox);
    ui.info.append(chainInfo);
    ui.below.append(h("div", { class: cls("bar") }, [editBtn]), editPanel, editKey);

    const area = (r) => (geo.areas || []).find((a) => a.first <= r && r <= a.last) || { key: "", name: "" };
    const glyphName = (x) => {
      const look = model.get("look");
      const token = look.in_bed?.[x];
      if (token) return `${look.glyphs[token].name} in a ${look.glyphs["*"].name}`;
      return look.glyphs?.[x]?.name || "empty";
    };

    function activate(r, c) {
      if (ui.root.dataset.actionable === undefined) return;
      if (model.get("editing")) return send({ action: "cycle", square: [r, c] });
      const phase = model.get("phase");
      if (r !== geo.path_row || !model.get("reach").includes(c)) return;
      if (phase === "setup") send({ action: "play", move: { type: "StartJasper", column: c } });
      else if (phase === "move_shoot") send({ action: "aim", column: c });
    }

    function build(rows, cols) {
      const keys = (n, from) => Array.from({ length: n }, (_, i) => i + from);
      g = ui.grid({
        label: "Jasper and Zot board", rowKeys: keys(rows, 0), colKeys: keys(cols, 1),
        rowHead: (r) => [String(r), area(r).name], colHead: (c) => String(c),
        rowClass: (r) => `zot-area-${area(r).key}` + (r === geo.fence_row ? " zot-fence" : ""),
        onActivate: activate,
      });
      for (const cell of g.cells()) cell.append(h("span", { class: "zot-glyph" }), h("span", { class: "zot-order" }));
      ui.board.replaceChildren(g.el);
    }

    // the look's colours reach the CSS as variables on the widget's root
    // the text form's key, from the look: ". empty, Z zombie, ..., J Jasper (row 10)"
    function keyText(look) {
      const where = { P: ` (row ${geo.patch_row})`, J: ` (row ${geo.path_row})` };
      const parts = Object.entries(look.glyphs || {}).map(([k, g]) => `${k} ${g.name}${where[k] || ""}`);
      const inBed = Object.keys(look.in_bed || {});
      if (inBed.length) parts.push(`${inBed.join(" ")} a token in a ${look.glyphs["*"].name}`);
      return `Glyphs: . empty, ${parts.join(", ")}.`;
    }

    function setColours(look) {
      const set = (k, v) => v && ui.root.style.setProperty(k, v);
      set("--zot-bed", look.glyphs?.["*"]?.fill);
      set("--zot-bed-ink", look.glyphs?.["*"]?.ink);
      for (const [k, v] of Object.entries(look.marks || {})) set(`--zot-${k.replace(" ", "-")}`, v);
      for (const [k, v] of Object.entries(look.spells || {})) set(`--zot-spell-${k}`, v.colour);
      for (const a of geo.areas || []) {
        set(`--zot-area-${a.key}`, a.fill);
        set(`--zot-area-${a.key}-dark`, a.dark);
      }
    }

    function paintCell(cell, glyph) {
      const x = glyph || ".";
      const look = model.get("look");
      const tok = x === "." ? "" : look.in_bed?.[x] || x;
      const r = Number(cell.dataset.row);
      const bed = x === "*" || Boolean(look.in_bed?.[x]);
      cell.dataset.glyph = x;
      cell.classList.toggle("zot-bed", bed);
      if (bed) cell.dataset.bed = look.glyphs["*"].letter;
      else delete cell.dataset.bed;
      const span = cell.firstChild;
      span.className = "zot-glyph";
      span.removeAttribute("style");
      span.textContent = "";
      delete span.dataset.shape;
      if (tok) ui.paintToken(span, tok);
      cell.setAttribute("aria-label", `row ${r}, column ${cell.dataset.col}, ${area(r).name}: ${glyphName(x)}`);
    }

    const paintBoard = (rows) =>
      rows.forEach((line, r) => [...line].forEach((x, i) => paintCell(g.cell(r, i + 1), x)));

    function clearMarks() {
      for (const cell of g.cells()) {
        cell.classList.remove("zot-lit", "zot-hit", "zot-blast", "zot-ghost", "zot-was");
        cell.lastChild.textContent = "";
        delete cell.dataset.ghost;
      }
    }

    function markChain(chain, upto) {
      chain.chain.slice(0, upto).forEach(([r, c], i) => {
        const cell = g.cell(r, c);
        if (!cell) return;
        if (!cell.classList.contains("zot-lit")) {
          cell.classList.add("zot-lit");
          cell.setAttribute("aria-label", `${cell.getAttribute("aria-label")}; chain step ${i + 1}`);
        }
        cell.lastChild.textContent = String(i + 1);
      });
      if (chain.hit && upto > 0) g.cell(...chain.hit)?.classList.add("zot-hit");
    }

    function markBlasts(chain) {
      for (const [r, c] of chain.exploded || []) g.cell(r, c)?.classList.add("zot-blast");
    }

    function chainText(chain) {
      const n = (chain.chain || []).length;
      const spell = chain.spell ? spellLabel(chain.spell) : "The spell";
      if (!chain.hit) return `${spell}: nothing in range, no effect.`;
      let t = `${spell} hit row ${chain.hit[0]}, column ${chain.hit[1]}; the chain reached ${n} square${n === 1 ? "" : "s"} (numbered in breadth-first order).`;
      if ((chain.exploded || []).length) t += ` Explosions destroyed ${chain.exploded.length}.`;
      if (chain.spell === "fire") t += ` Points: ${chain.sum || chain.points}.`;
      return t;
    }

    function animate(chain, rows, delay) {
      ui.busy(true);
      paintBoard(chain.before);
      const n = chain.chain.length;
      for (let i = 1; i <= n; i++) ui.later(() => markChain(chain, i), i * delay);
      ui.later(() => markBlasts(chain), (n + 1) * delay);
      ui.later(() => {
        paintBoard(rows);
        clearMarks();
        markChain(chain, n);
        markBlasts(chain);
        ui.busy(false);
      }, (n + 2) * delay);
    }

    function ghost(p) {
      p.cells.forEach(([r, c], k) => {
        const cell = g.cell(r, c);
        if (!cell) return;
        cell.classList.add("zot-ghost");
        cell.dataset.ghost = "1";
        ui.paintToken(cell.firstChild, p.tokens[k].toUpperCase());
      });
    }

    function unghost() {
      for (const cell of g.cells())
        if (cell.dataset.ghost) {
          cell.classList.remove("zot-ghost");
          delete cell.dataset.ghost;
          paintCell(cell, cell.dataset.glyph);
        }
    }

    function draw(ctx) {
      const rows = model.get("rows") || [];
      if (!rows.length) return;
      const editing = model.get("editing");
      const phase = ctx.phase;
      const live = ctx.live;
      if (geo !== ctx.geometry || !g) {
        const rebuild = !g || ctx.geometry.rows !== geo.rows || ctx.geometry.cols !== geo.cols;
        geo = ctx.geometry;
        setColours(ctx.look);
        editKey.textContent = keyText(ctx.look);
        if (rebuild) {
          const hadFocus = g && g.hasFocus();
          build(geo.rows, geo.cols);
          if (hadFocus) g.cell(...g.focusKeys())?.focus();
        }
      }
      ui.root.classList.toggle("zot-editing", editing);
      if (editing && !ctx.asking) ui.root.dataset.actionable = "";

      ui.stopTimers();
      ui.busy(false);
      clearMarks();
      paintBoard(rows);
      const path = geo.path_row;
      const reach = live ? model.get("reach") : [];
      const aim = model.get("aim");
      const aiming = live && phase === "move_shoot";
      for (const cell of g.cells()) {
        const r = Number(cell.dataset.row);
        const c = Number(cell.dataset.col);
        const act = editing || (r === path && reach.includes(c));
        cell.classList.toggle("zot-reach", r === path && reach.includes(c));
        cell.classList.toggle("zot-aim", r === path && aiming && c === aim);
        cell.classList.toggle("zot-line", aiming && c === aim && r >= geo.range_rows[0] && r <= geo.range_rows[1]);
        cell.classList.toggle("zot-actionable", act);
        cell.setAttribute("aria-disabled", act ? "false" : "true");
      }
      if (aiming && aim) {
        // Jasper walks there before casting: show where he will stand
        const j = rows[path].indexOf("J") + 1;
        if (j !== aim) {
          paintCell(g.cell(path, aim), "J");
          g.cell(path, aim).classList.add("zot-ghost");
          paintCell(g.cell(path, j), ".");
          g.cell(path, j).classList.add("zot-was");
        }
      }

      // spells
      const spells = model.get("spells") || [];
      spellBar.hidden = !aiming;
      for (const [s, b] of Object.entries(spellButtons)) {
        b.disabled = !spells.includes(s);
        b.textContent = `${spellLabel(s)}${aim && s !== "none" ? ` (column ${aim})` : ""}`;
      }

      // placements
      const placements = live ? model.get("placements") || [] : [];
      placeBox.replaceChildren();
      placeBox.hidden = !placements.length;
      if (placements.length) placeBox.append(h("p", { class: "zot-sub", text: "Choose a placement:" }));
      placements.forEach((p, i) => {
        const mini = h("span", { class: "zot-mini", "aria-hidden": "true" });
        const rowsUsed = Math.max(...p.cells.map(([r]) => r)) + 1;
        mini.style.setProperty("--gw-cols", geo.cols);
        for (let r = 0; r < rowsUsed; r++)
          for (let c = 1; c <= geo.cols; c++) {
            const k = p.cells.findIndex(([pr, pc]) => pr === r && pc === c);
            const cell = h("span", { class: "zot-mini-cell" });
            if (k >= 0) cell.append(ui.token(p.tokens[k].toUpperCase()));
            mini.append(cell);
          }
        placeBox.append(h("button", {
          type: "button", class: `${cls("btn")} zot-place`, "data-place": i,
          onclick: () => send({ action: "play", move: { type: "Place", cells: p.cells, tokens: p.tokens } }),
          onmouseenter: () => ghost(p), onfocus: () => ghost(p), onmouseleave: unghost, onblur: unghost,
        }, [mini, h("span", { text: p.label })]));
      });

      // editor
      editBtn.textContent = editing ? "Cancel editing" : "Edit position";
      editBtn.setAttribute("aria-pressed", editing ? "true" : "false");
      editBtn.disabled = ctx.asking;
      editPanel.hidden = editKey.hidden = !editing;
      if (document.activeElement !== textArea || !editing) textArea.value = model.get("text");

      // the spell's chain, lit square by square in breadth-first order
      const chain = model.get("chain") || {};
      chainInfo.textContent = chain.chain ? chainText(chain) : "";
      if (chain.chain) {
        const delay = ui.reduceMotion() ? 0 : model.get("chain_delay");
        if (chain.animate && chain.seq !== shownChain && delay > 0 && chain.before) {
          shownChain = chain.seq;
          animate(chain, rows, delay);
        } else {
          shownChain = chain.seq;
          markChain(chain, chain.chain.length);
          markBlasts(chain);
        }
      }
    }

    return { draw };
  },
});
