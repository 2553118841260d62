// ZotBoard's own part: Jasper and Zot's board, spells, placements, the chain and the editor.
// Python joins widgets/base.js in front of this file (see base.js for the shared part and
// the `ui` it hands to setup). The board's glyphs, colours, shapes and areas come from the
// `look` and `geometry` traits (zzlib/look/zot.py), not from constants written here.

export default gameWidget({
  name: "zot",
  label: "Jasper and Zot",
  keys: ["rows", "reach", "aim", "spells", "placements", "chain", "moves", "smash", "notes",
    "editing", "text"],
  setup(ui) {
    const { model, send, h, btn, cls } = ui;
    const spellLabel = (s) => (model.get("look").spells?.[s]?.name) || "No spell";
    let g = null; // the grid
    let geo = {};
    let shownChain = 0; // seq of the last chain animated
    let shownMoves = 0; // seq of the last Descend animated
    let shownText = null; // the position's text last put in the text box
    const SVG = "http://www.w3.org/2000/svg";
    const svg = (tag, attrs = {}) => {
      const el = document.createElementNS(SVG, tag);
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
      return el;
    };

    const spellBar = h("div", { class: cls("bar", "spells"), role: "group", "aria-label": "Spells" });
    const spellButtons = {};
    for (const s of ["flower", "fire", "none"]) {
      spellButtons[s] = btn(s, () =>
        send({ action: "play", move: { type: "MoveShoot", column: model.get("aim"), spell: s === "none" ? null : s } }),
        { class: `${cls("btn")} zot-spell zot-spell-${s}`, "data-spell": s });
      spellBar.append(spellButtons[s]);
    }
    const spellNotes = h("p", { class: "zot-notes", "aria-live": "polite" });
    const placeBox = h("div", { class: "zot-placements", role: "group", "aria-label": "Placements" });
    const choiceBox = h("div", { class: "zot-choices", role: "group", "aria-label": "Smash: your choice" });
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
    // refusals while editing show here, beside the text box they are about
    const editError = h("p", { class: "zot-edit-error", "aria-live": "assertive" });
    const editPanel = h("div", { class: "zot-edit-panel" }, [
      h("div", { class: "zot-edit-text" }, [textArea, editError]),
      h("div", { class: cls("bar", "bar-col") }, [loadBtn, copyBtn, startBtn]),
    ]);
    ui.controls.append(spellBar, spellNotes, placeBox, choiceBox);
    ui.info.append(chainInfo);
    ui.below.append(h("div", { class: cls("bar") }, [editBtn]), editPanel, editKey);

    const area = (r) => (geo.areas || []).find((a) => a.first <= r && r <= a.last) || { key: "", name: "" };
    const glyphName = (x) => {
      const look = model.get("look");
      const token = look.in_bed?.[x];
      if (token) return `${look.glyphs[token].name} in a ${look.glyphs["*"].name}`;
      return look.glyphs?.[x]?.name || "empty";
    };

    // every click goes to Python, which says what it means now (or why it does nothing)
    function activate(r, c) {
      if (model.get("editing")) return send({ action: "cycle", square: [r, c] });
      send({ action: "square", square: [r, c] });
    }

    // arrows and lines drawn over the board (Descend's moves, zombie-pumpkin contacts)
    const headId = ui.uid("arrowhead");
    const overlay = svg("svg", { class: "zot-overlay", "aria-hidden": "true", focusable: "false" });
    const defs = svg("defs");
    for (const [id, extra] of [[headId, ""], [`${headId}-j`, " zot-arrowhead-jasper"]]) {
      const marker = svg("marker", {
        id, viewBox: "0 0 10 10", refX: 7, refY: 5, markerWidth: 4, markerHeight: 4,
        orient: "auto-start-reverse",
      });
      marker.append(svg("path", { d: "M0,0 L10,5 L0,10 z", class: `zot-arrowhead${extra}` }));
      defs.append(marker);
    }
    const marks = svg("g");
    overlay.append(defs, marks);
    let overlayDraw = () => {};
    const resized = typeof ResizeObserver === "function" ? new ResizeObserver(() => overlayDraw()) : null;
    if (resized) resized.observe(ui.board);

    // the centre of a square, in the board's own pixels (offsets: right even off screen)
    const centre = (r, c) => {
      const cell = g.cell(r, c);
      return cell ? [cell.offsetLeft + cell.offsetWidth / 2, cell.offsetTop + cell.offsetHeight / 2] : null;
    };

    function drawOverlay(moves, contacts) {
      overlayDraw = () => drawOverlay(moves, contacts);
      marks.replaceChildren();
      overlay.setAttribute("width", g.el.offsetWidth);
      overlay.setAttribute("height", g.el.offsetHeight);
      // a zombie and a pumpkin it touches: a dotted bridge from token edge to token edge
      for (const [z, p] of contacts) {
        const a = centre(...z);
        const b = centre(...p);
        if (!a || !b) continue;
        const rad = (g.cell(...z).offsetWidth || 30) * 0.39;
        const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
        const [ux, uy] = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
        marks.append(svg("line", {
          x1: a[0] + ux * rad, y1: a[1] + uy * rad, x2: b[0] - ux * rad, y2: b[1] - uy * rad,
          class: "zot-contact",
        }));
      }
      for (const m of moves) {
        const a = centre(...m.from);
        const b = centre(...m.to);
        if (!a || !b) continue;
        const cell = g.cell(...m.from);
        const rad = (cell.offsetWidth || 30) * 0.36;
        marks.append(svg("circle", { cx: a[0], cy: a[1], r: rad, class: "zot-was-here" }));
        // stop short of the token it points at
        const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
        const k = Math.max(0, (len - rad) / len);
        marks.append(svg("line", {
          x1: a[0], y1: a[1], x2: a[0] + (b[0] - a[0]) * k, y2: a[1] + (b[1] - a[1]) * k,
          class: `zot-arrow${m.token === "J" ? " zot-arrow-jasper" : ""}`,
          "marker-end": `url(#${headId}${m.token === "J" ? "-j" : ""})`,
          "data-from": m.from.join(","), "data-to": m.to.join(","),
        }));
      }
    }

    // Descend: each token slides from where it was to where it stopped (all at once, as the
    // rulebook's "simultaneously"); the arrows stay
    function slide(moves, done) {
      const ms = 700;
      for (const m of moves) {
        if (m.token === "J") continue;
        const a = centre(...m.from);
        const b = centre(...m.to);
        const span = g.cell(...m.to)?.firstChild;
        if (!a || !b || !span || !span.animate) continue;
        span.classList.add("zot-sliding");
        span.animate(
          [{ transform: `translate(${a[0] - b[0]}px, ${a[1] - b[1]}px)` }, { transform: "translate(0, 0)" }],
          { duration: ms, easing: "ease-in-out" },
        );
      }
      ui.later(() => {
        for (const cell of g.cells()) cell.firstChild.classList.remove("zot-sliding");
        done();
      }, ms + 50);
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
      ui.board.replaceChildren(g.el, overlay);
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
      marks.replaceChildren();
      overlayDraw = () => {};
      for (const cell of g.cells()) {
        cell.classList.remove("zot-lit", "zot-hit", "zot-blast", "zot-ghost", "zot-was", "zot-new",
          "zot-choosable", "zot-doomed", "zot-picked", "zot-preview", "zot-smashed");
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

    function markBlasts(squares) {
      for (const [r, c] of squares || []) g.cell(r, c)?.classList.add("zot-blast");
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

    // the spell on the board it was cast on, square by square; then `done` on the board now
    function animate(chain, rows, delay, done) {
      ui.busy(true);
      paintBoard(chain.before);
      const n = chain.chain.length;
      for (let i = 1; i <= n; i++) ui.later(() => markChain(chain, i), i * delay);
      ui.later(() => markBlasts(chain.exploded), (n + 1) * delay);
      ui.later(() => {
        paintBoard(rows);
        clearMarks();
        done();
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
      const notes = aiming ? model.get("notes") || {} : {};
      for (const [s, b] of Object.entries(spellButtons)) {
        b.disabled = !spells.includes(s);
        b.textContent = `${spellLabel(s)}${aim && s !== "none" ? ` (column ${aim})` : ""}${notes[s] ? ": no effect" : ""}`;
        b.classList.toggle("zot-no-effect", Boolean(notes[s]));
      }
      spellNotes.hidden = !Object.keys(notes).length;
      spellNotes.textContent = Object.values(notes).join(" ");

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

      // Smash, Jasper's choice: pumpkins outlined, picked ones crossed, one button per set
      const sm = model.get("smash") || {};
      const choosing = Boolean(sm.choices && sm.choices.length > 1);
      choiceBox.replaceChildren();
      choiceBox.hidden = !choosing;
      const patch = geo.patch_row;
      const markPumpkins = (cols, name) => cols.forEach((c) => g.cell(patch, c)?.classList.add(name));
      const markSmash = () => {
        if (!choosing) return;
        markPumpkins(sm.always, "zot-doomed");
        markPumpkins(sm.may, "zot-choosable");
        markPumpkins(sm.picked, "zot-picked");
        for (const c of sm.may) {
          const cell = g.cell(patch, c);
          cell.setAttribute("aria-label", `${cell.getAttribute("aria-label")}; the zombies may smash it: ${live ? "click to choose it" : "Jasper's choice"}`);
          if (live) {
            cell.classList.add("zot-actionable");
            cell.setAttribute("aria-disabled", "false");
          }
        }
        for (const c of sm.always) {
          const cell = g.cell(patch, c);
          cell.setAttribute("aria-label", `${cell.getAttribute("aria-label")}; smashed whatever you choose`);
        }
      };
      if (choosing) {
        const n = sm.lost;
        choiceBox.append(h("p", {
          class: "zot-sub",
          text: `${n} pumpkin${n === 1 ? "" : "s"} will be smashed. Which?`,
        }));
        sm.choices.forEach((cols, i) => {
          const preview = () => markPumpkins(cols, "zot-preview");
          const unpreview = () => { for (const c of cols) g.cell(patch, c)?.classList.remove("zot-preview"); };
          choiceBox.append(h("button", {
            type: "button", class: `${cls("btn")} zot-choice`, "data-choice": cols.join(","),
            disabled: !live,
            onclick: () => send({ action: "play", move: { type: "Smash", columns: cols } }),
            onmouseenter: preview, onfocus: preview, onmouseleave: unpreview, onblur: unpreview,
          }, [h("span", { text: sm.labels[i] })]));
        });
      }

      // what the step moved: arrows (Descend, Jasper's walk), blasts, new tokens framed
      const mv = model.get("moves") || {};
      const showMoves = () => {
        for (const sq of mv.placed || []) g.cell(...sq)?.classList.add("zot-new");
        for (const sq of mv.smashed || []) {
          const cell = g.cell(...sq);
          if (!cell) continue;
          cell.classList.add("zot-smashed");
          cell.setAttribute("aria-label", `${cell.getAttribute("aria-label")}; its pumpkin was just smashed`);
        }
        markBlasts(mv.blasts);
        markSmash();
        drawOverlay(mv.moves || [], choosing ? sm.contacts : []);
      };

      // editor
      editBtn.textContent = editing ? "Cancel editing" : "Edit position";
      editBtn.setAttribute("aria-pressed", editing ? "true" : "false");
      editBtn.disabled = ctx.asking;
      editPanel.hidden = editKey.hidden = !editing;
      const err = model.get("error") || {};
      editError.hidden = !(editing && err.text);
      editError.textContent = editing && err.text ? err.text : "";
      // the text box follows the position, but keeps what the user typed when it was refused
      const text = model.get("text");
      if (text !== shownText || !editing) {
        if (document.activeElement !== textArea || !editing) textArea.value = text;
        shownText = text;
      }

      // the spell's chain, lit square by square in breadth-first order; then what moved
      // after it (with "play bots and automatic steps", a Descend can follow the spell)
      const chain = model.get("chain") || {};
      chainInfo.textContent = chain.chain ? chainText(chain) : "";
      const still = ui.reduceMotion();
      const slideNow = mv.animate && mv.seq !== shownMoves && !still && (mv.moves || []).length;
      shownMoves = mv.seq;
      const afterChain = () => {
        // a Descend after the spell moved the tokens: the chain's squares are old news
        if (!(mv.moves || []).some((m) => m.token !== "J")) {
          markChain(chain, chain.chain.length);
          markBlasts(chain.exploded);
        }
        showMoves();
        if (slideNow) {
          ui.busy(true);
          slide(mv.moves, () => ui.busy(false));
        } else ui.busy(false);
      };
      if (chain.chain) {
        const delay = still ? 0 : model.get("chain_delay");
        if (chain.animate && chain.seq !== shownChain && delay > 0 && chain.before) {
          shownChain = chain.seq;
          animate(chain, rows, delay, afterChain);
        } else {
          shownChain = chain.seq;
          afterChain();
        }
      } else {
        showMoves();
        if (slideNow) {
          ui.busy(true);
          slide(mv.moves, () => ui.busy(false));
        }
      }
    }

    return { draw, cleanup: () => resized && resized.disconnect() };
  },
});
