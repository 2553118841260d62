// ZankTable's own part: the orchard, the seat's hand, the players round the table, the
// contention panel (commit, dice in turn, the reveal and the rolls animated) and corruption's
// announcement and offers. Python joins widgets/base.js in front of this file (see base.js
// for the shared part and the `ui` it hands to setup). Apples, seats, chips, the mayor, cards
// and dice come from the `look` trait (zzlib/look/zank.py), the values from `geometry`.
// Every click is a request that Python checks like a move; nothing here decides a rule.

const APPLES = ["red", "green", "yellow", "blue"];
const SIDES = { red: "top", green: "left", yellow: "bottom", blue: "right" };

export default gameWidget({
  name: "zank",
  label: "Zankapfel table",
  keys: ["targets", "price", "choices", "contests", "recent", "roll_delay"],
  setup(ui) {
    const { model, send, h, btn, cls } = ui;
    const look = () => model.get("look") || {};
    const apple = (k) => (k === "multi" ? "multi-coloured apple" : `${k} apple`);
    const sq = (s) => `(${s[0]}, ${s[1]})`;
    const same = (a, b) => Boolean(a && b) && a[0] === b[0] && a[1] === b[1];
    const has = (list, s) => (list || []).some((x) => same(x, s));
    const pts = (n) => `${n} point${Math.abs(n) === 1 ? "" : "s"}`;
    const play = (move) => send({ action: "play", move });
    // numbered cards as runs: "1–4, 6, 8–10"
    const runs = (ns) => {
      const out = [];
      for (const n of ns) {
        const last = out[out.length - 1];
        if (last && n === last[1] + 1) last[1] = n;
        else out.push([n, n]);
      }
      return out.map(([a, b]) => (a === b ? String(a) : `${a}–${b}`)).join(", ") || "none";
    };
    let g = null; // the orchard grid
    let shownSeq = 0; // the last contention reveal animated

    // ---------- the page's parts ----------
    const orchardHead = h("p", { class: "zank-orchard-head" });
    const contestBox = h("div", { class: "zank-contests" });
    const actionBox = h("div", { class: "zank-action", role: "group", "aria-label": "Your decision" });
    const handBox = h("div", { class: "zank-hand", role: "group", "aria-label": "Your hand" });
    const offersBox = h("div", { class: "zank-offers" });
    const tableBox = h("div", { class: "zank-table-wrap" });
    ui.controls.append(contestBox, actionBox, handBox);
    ui.info.append(offersBox, tableBox);

    function setColours(lk) {
      const set = (k, v) => v && ui.root.style.setProperty(k, v);
      for (const [k, v] of Object.entries(lk.board || {})) set(`--zank-${k.replace("_", "-")}`, v);
      set("--zank-chip", lk.pieces?.chip?.fill);
    }

    // ---------- the orchard ----------
    function activate(r, c) {
      // every square click goes to Python, which makes it the move the current choice asks
      // for (or the square to offer points for) and says in one sentence why, if nothing
      send({ action: "square", square: [r, c] });
    }

    function build(size) {
      const keys = Array.from({ length: size }, (_, i) => i);
      g = ui.grid({
        label: "The orchard", rowKeys: keys, colKeys: keys,
        rowHead: (r) => [String(r), `row ${r}`], colHead: (c) => String(c),
        onActivate: activate,
      });
      for (const cell of g.cells()) {
        for (const c of APPLES)
          cell.append(h("span", { class: `zank-v zank-v-${SIDES[c]}`, "data-apple": c, "aria-hidden": "true" }));
        cell.append(
          h("span", { class: "zank-centre", "aria-hidden": "true" }),
          h("span", { class: "zank-marks", "aria-hidden": "true" }),
          h("span", { class: "zank-tag", "aria-hidden": "true" }),
          h("span", { class: "zank-under", "aria-hidden": "true" }),
        );
      }
      ui.board.replaceChildren(orchardHead, g.el);
      g.el.style.setProperty("--gw-cols", size);
    }

    function drawOrchard(ctx, ch) {
      const v = ctx.view;
      const values = ctx.geometry.values || {};
      const chips = v.chips || [];
      const targets = model.get("targets") || [];
      const price = model.get("price") || {};
      const offers = v.offers || [];
      const clickable = ctx.live && ["remove_chip", "place_mayor", "mayor", "announce", "bribe"].includes(ch.kind);
      const squares = ch.squares || [];
      for (const cell of g.cells()) {
        const s = [Number(cell.dataset.row), Number(cell.dataset.col)];
        const [valueSpans, centre, marks, tag, under] = [
          cell.querySelectorAll(".zank-v"), cell.querySelector(".zank-centre"),
          cell.querySelector(".zank-marks"), cell.querySelector(".zank-tag"),
          cell.querySelector(".zank-under"),
        ];
        const parts = [];
        valueSpans.forEach((span) => {
          const c = span.dataset.apple;
          const n = values[c] ? values[c][s[0]][s[1]] : "";
          ui.paintToken(span, `apple.${c}`);
          span.textContent = String(n);
          parts.push(`${c} ${n}`);
        });
        const chip = has(chips, s);
        const mayor = same(v.mayor, s);
        const target = has(targets, s);
        const announced = same(v.announced, s);
        const offered = offers.filter((o) => same(o[1], s));
        cell.classList.toggle("zank-chip", chip);
        cell.classList.toggle("zank-mayor", mayor);
        cell.classList.toggle("zank-target", target);
        cell.classList.toggle("zank-announced", announced);
        cell.classList.toggle("zank-aim", same(ch.aim, s));
        const act = clickable && has(squares, s);
        cell.classList.toggle("zank-actionable", act);
        cell.setAttribute("aria-disabled", act ? "false" : "true");
        cell.dataset.chip = chip ? "1" : "0";
        // the mayor stands in the middle; a chip under him shows in the corner
        centre.replaceChildren(ui.token(mayor ? "piece.mayor" : "piece.chip", {
          class: mayor ? "zank-mayor-token" : "zank-chip-token",
        }));
        centre.hidden = !chip && !mayor;
        under.replaceChildren(...(chip && mayor ? [ui.token("piece.chip", { class: "zank-chip-token" })] : []));
        marks.replaceChildren(...offered.map((o) => ui.token(`seat.${o[0]}`, { class: "zank-mini" })));
        const priced = mayor && price.card;
        tag.hidden = !priced;
        tag.textContent = priced ? `buy ${price.cost}` : "";
        const said = [`row ${s[0]}, column ${s[1]}: ${parts.join(", ")}`];
        said.push(chip ? "harvest chip" : "no chip");
        if (mayor) said.push("the mayor stands here");
        if (priced) said.push(`the ${apple(price.card)} for sale costs ${pts(price.cost)} here`);
        if (target) said.push("the mayor may move here");
        if (announced) said.push(`${v.leader} announced this square`);
        for (const o of offered) said.push(`${o[0]} offers ${pts(o[2])} for this square`);
        cell.setAttribute("aria-label", said.join("; "));
      }
      const mayorText = v.mayor ? `the mayor on ${sq(v.mayor)}` : "no mayor yet";
      orchardHead.textContent = `The orchard: ${mayorText}, ${chips.length} harvest chips left` +
        (targets.length ? `, ${targets.length} squares he may move to next (dashed).` : ".");
    }

    // ---------- the decision ----------
    function label(text, ...tokens) {
      return h("span", { class: "zank-label" }, [...tokens, h("span", { text })]);
    }

    function act(text, move, key, tokens = [], props = {}) {
      const b = h("button", {
        type: "button", class: cls("btn"), "data-key": key, onclick: () => play(move), ...props,
      }, [label(text, ...tokens)]);
      return b;
    }

    function drawAction(ctx, ch) {
      const v = ctx.view;
      const parts = [];
      const say = (text) => parts.push(h("p", { class: "zank-prompt", text }));
      const bar = (...buttons) => parts.push(h("div", { class: cls("bar") }, buttons));
      const kind = ctx.live ? ch.kind : "";
      if (kind === "choose") {
        const price = model.get("price") || {};
        // with no apple card the help line above says you must buy: no second prompt here
        if (ch.buy && price.card) {
          const why = price.value === null ? "a multi-coloured apple always costs 3"
            : `half its ${price.value} on the mayor's square, rounded down`;
          bar(act(`Buy the ${apple(price.card)} for ${pts(price.cost)} (${why})`,
            { type: "BuyApple" }, "buy", [ui.token(`apple.${price.card}`, { class: "zank-mini" })],
            { class: `${cls("btn")} gw-primary zank-primary` }));
        }
      } else if (kind === "name") {
        say("Name your multi-coloured apple:");
        bar(...ch.colours.map((c) => act(
          `${c.colour}: ${pts(c.value)} here` + (c.claimed.length ? ` (also played by ${c.claimed.join(", ")}: a contention)` : ""),
          { type: "NameColour", colour: c.colour }, `name-${c.colour}`, [ui.token(`apple.${c.colour}`, { class: "zank-mini" })])));
      } else if (kind === "commit") {
        say("Commit a numbered card face down (nobody else sees it until the reveal):");
        bar(...ch.numbers.map((n) => act(String(n), { type: "CommitCard", number: n }, `commit-${n}`, [], {
          class: `${cls("btn")} zank-number`, "aria-label": `Commit numbered card ${n}`,
        })));
      } else if (kind === "dice") {
        const held = (v.bid && v.bid.dice && v.bid.dice[ctx.seat]) || 0;
        say(`You hold ${held} ${held === 1 ? "die" : "dice"}. Take more (2 points each, at most 3 in all), or pass.`);
        const buttons = ch.take.map((n) => act(`Take ${n} ${n === 1 ? "die" : "dice"} (${pts(2 * n)})`,
          { type: "TakeDice", n }, `take-${n}`));
        if (ch.stand) buttons.push(act("Pass (take no die)", { type: "Stand" }, "stand", [], {
          class: `${cls("btn")} gw-primary zank-primary`,
        }));
        bar(...buttons);
      } else if (kind === "bribe") {
        say(`${v.leader} announced ${sq(v.announced)}. Click another outlined square to offer points for it, or make no offer.`);
        const buttons = [];
        if (ch.aim)
          for (const p of ch.points)
            buttons.push(act(`Offer ${pts(p)} for ${sq(ch.aim)}`, { type: "Bribe", square: ch.aim, points: p }, `bribe-${p}`));
        buttons.push(act("Make no offer", { type: "NoBribe" }, "nobribe"));
        bar(...buttons);
      } else if (kind === "accept") {
        // the blind order announces nothing: refusing every offer leads to the mayor step
        say(ch.keep ? "Accept one offer (you move forward, the briber back), or keep your square:"
          : "Accept one offer (you move forward, the briber back), or refuse them all and move the mayor yourself:");
        bar(...ch.offers.map((o) => act(`Accept ${o.briber}'s ${pts(o.points)} for ${sq(o.square)}`,
          { type: "AcceptBribe", briber: o.briber }, `accept-${o.briber}`, [ui.token(`seat.${o.briber}`, { class: "zank-mini" })])),
        act(ch.keep ? `Keep ${sq(ch.keep)}` : "Refuse every offer", { type: "RefuseBribes" }, "keep"));
      }
      actionBox.replaceChildren(...parts);
      actionBox.hidden = !parts.length;
    }

    // ---------- the hand ----------
    function drawHand(ctx, ch) {
      const v = ctx.view;
      const hand = v.hand;
      handBox.hidden = !ctx.seat || !hand || !v.round;  // no hand before the deal
      if (handBox.hidden) return handBox.replaceChildren();
      const playable = ctx.live && ch.kind === "choose" ? ch.play : [];
      // one card per kind, with how many you hold
      const counts = {};
      for (const k of hand) counts[k] = (counts[k] || 0) + 1;
      const cards = Object.entries(counts).map(([k, n]) => {
        const tok = ui.token(`apple.${k}`, { class: "zank-card-token", "aria-hidden": "true" });
        const name = h("span", { class: "zank-card-name", text: n > 1 ? `${k} ×${n}` : k, "aria-hidden": "true" });
        const held = `${n} ${apple(k)}${n > 1 ? "s" : ""}`;
        if (playable.includes(k))
          return h("button", {
            type: "button", class: `${cls("btn")} zank-card`, "data-card": k, "data-count": n,
            "data-key": `play-${k}`, "aria-label": `Play a ${apple(k)} face down (you hold ${n})`,
            onclick: () => play({ type: "PlayApple", card: k }),
          }, [tok, name]);
        return h("span", { class: "zank-card", "data-card": k, "data-count": n, role: "img", "aria-label": held },
          [tok, name]);
      });
      const mine = v.table && v.table[ctx.seat];
      const head = h("p", { class: "zank-sub", text: `Your hand (${ctx.seat}): ${hand.length} apple card${hand.length === 1 ? "" : "s"}` });
      const row = h("div", { class: "zank-cards" }, cards.length ? cards : [h("span", { text: "no apple card" })]);
      const extra = [];
      if (mine && mine !== "face down")
        extra.push(h("p", { class: "zank-note" }, [
          label(`On the table, face down: your ${apple(mine)}`, ui.token(`apple.${mine}`, { class: "zank-mini" })),
        ]));
      // the card you committed face down stays in the public list until the reveal (the others
      // must not learn which it was); here, your own view says which it is
      const committed = v.bid && v.bid.cards ? v.bid.cards[ctx.seat] : null;
      const numbered = ((v.numbered || {})[ctx.seat] || []).filter((n) => n !== committed);
      const held = `Your numbered cards: ${numbered.join(" ") || "none left"}`;
      extra.push(h("p", { class: "zank-note", text: typeof committed === "number"
        ? `${held} (and ${committed}, committed face down)` : held }));
      handBox.replaceChildren(head, row, ...extra);
    }

    // ---------- corruption: the announcement and the offers (public) ----------
    function drawOffers(ctx) {
      const v = ctx.view;
      const parts = [];
      if (v.announced)
        parts.push(h("p", { text: `${v.leader} announced the mayor's move to ${sq(v.announced)}.` }));
      for (const [p, s, k] of v.offers || [])
        parts.push(h("p", {}, [label(`${p} offers ${pts(k)} for ${sq(s)}.`, ui.token(`seat.${p}`, { class: "zank-mini" }))]));
      offersBox.replaceChildren(...parts);
      offersBox.hidden = !parts.length;
    }

    // ---------- the players round the table ----------
    function drawTable(ctx) {
      const v = ctx.view;
      const seats = v.seats || [];
      const bots = model.get("bots") || [];
      const recent = model.get("recent") || {};
      const track = v.track_length || 40;
      const revealed = !["choose", "announce", "bribe", "accept", "mayor", "reveal"].includes(v.phase);
      const th = (text) => h("th", { scope: "col", text });
      const head = h("tr", {}, [th("Seat"), th("Track"), th("Apple cards"), th("On the table"), th("Numbered cards")]);
      const rows = seats.map((p) => {
        const who = [p === ctx.seat ? "you" : "", bots.includes(p) ? "bot" : ""].filter(Boolean).join(", ");
        const seatCell = h("th", { scope: "row", class: "zank-seat" }, [
          ui.token(`seat.${p}`, { class: "zank-mini", "aria-hidden": "true" }),
          h("span", { text: p + (who ? ` (${who})` : "") }),
        ]);
        if (v.leader === p) seatCell.append(ui.token("piece.leader", { class: "zank-mini", role: "img", "aria-label": "Game Leader (big apple)", title: "Game Leader (big apple)" }));
        const pos = v.positions[p];
        const bar = h("span", { class: "zank-track", "aria-hidden": "true" }, [h("span", { class: "zank-track-fill" })]);
        bar.firstChild.style.width = `${Math.max(0, Math.min(100, (100 * pos) / track))}%`;
        const reached = (v.reached || []).includes(p) ? " (gone round)" : "";
        const change = (recent.points || {})[p];
        const moved = change ? ` (${change > 0 ? "+" : "−"}${Math.abs(change)})` : "";
        const trackCell = h("td", { class: "zank-pos", "data-pos": pos }, [
          h("span", { text: `${pos} of ${track}${moved}${reached}` }), bar]);
        const card = (v.table || {})[p];
        const named = (v.claims || {})[p];
        let onTable;
        if (!card) {
          const turned = (recent.cards || {})[p];
          const n = (recent.named || {})[p];
          onTable = turned
            ? label(`was ${turned}${n ? `, named ${n}` : ""}`, ui.token(`apple.${turned}`, { class: "zank-mini" }))
            : h("span", { text: "—" });
        } else if (card === "face down") onTable = label("face down", ui.token("piece.face_down", { class: "zank-mini" }));
        else {
          const hidden = p === ctx.seat && !revealed ? "yours, face down" : "";
          onTable = label(hidden || `${card}${named && card === "multi" ? `, named ${named}` : ""}`, ui.token(`apple.${card}`, { class: "zank-mini" }));
        }
        const numbered = (v.numbered || {})[p] || [];
        return h("tr", { "data-seat": p, class: p === v.to_move ? "zank-turn" : "" }, [
          seatCell, trackCell,
          h("td", { "data-hand": (v.hand_sizes || {})[p], text: String((v.hand_sizes || {})[p] ?? "") }),
          h("td", { "data-table": card || "" }, [onTable]),
          h("td", { class: "zank-numbers", "data-numbered": numbered.join(" "), text: runs(numbered) }),
        ]);
      });
      const caption = h("caption", { text: "Round the table (clockwise from red)" });
      tableBox.replaceChildren(h("table", { class: "zank-table" }, [caption, h("thead", {}, [head]), h("tbody", {}, rows)]));
    }

    // ---------- the contention panel ----------
    function die(value, props = {}) {
      const lk = look();
      const el = h("span", { class: "zank-die", role: "img", ...props });
      if (value) {
        for (const [x, y] of (lk.die_pips || {})[String(value)] || []) {
          const pip = h("span", { class: "zank-pip" });
          pip.style.left = `${50 + x * 56}%`;
          pip.style.top = `${50 + y * 56}%`;
          el.append(pip);
        }
        el.setAttribute("aria-label", `die showing ${value}`);
        el.dataset.value = value;
      } else el.setAttribute("aria-label", "die, not rolled yet");
      return el;
    }

    function numberedCard(owner, number) {
      const el = ui.token(`seat.${owner}`, { class: "zank-numbered" });
      if (number === "face down" || number === null || number === undefined) {
        ui.paintToken(el, "piece.face_down");
        el.setAttribute("role", "img");
        el.setAttribute("aria-label", number === null ? "no numbered card yet" : "numbered card, face down");
        if (number === null) {
          el.textContent = "–";
          el.classList.add("zank-empty");
        }
        el.dataset.card = number === null ? "" : "face down";
      } else {
        el.textContent = String(number);
        el.setAttribute("role", "img");
        el.setAttribute("aria-label", `${owner}'s numbered card ${number}`);
        el.dataset.card = String(number);
      }
      return el;
    }

    // one bid round revealed: stage 0 face down, 1 cards shown, 2 dice rolling, 3 dice shown,
    // 4 totals and the winner
    function revealRound(c, r, stage) {
      const winner = r.winner;
      const rows = r.bids.map((b) => {
        const cardShown = stage >= 1 ? (b.card === null ? "none" : b.card) : "face down";
        const card = cardShown === "none"
          ? h("span", { class: "zank-nocard", text: "no card", "data-card": "none" })
          : numberedCard(b.seat, cardShown);
        const dice = h("span", { class: "zank-dice", "data-dice": stage >= 3 ? b.dice.join(",") : "" },
          b.dice.map((d) => die(stage >= 3 ? d : stage === 2 ? 1 + Math.floor(Math.random() * 6) : 0,
            stage === 2 ? { class: "zank-die zank-rolling" } : {})));
        const total = h("span", { class: "zank-total", "data-total": stage >= 4 ? b.total : "" },
          [h("span", { text: stage >= 4 ? `= ${b.total}` : "" })]);
        const won = stage >= 4 && winner === b.seat;
        const tie = stage >= 4 && (r.tied || []).includes(b.seat);
        return h("li", { class: `zank-bidder${won ? " zank-won" : ""}`, "data-seat": b.seat }, [
          ui.token(`seat.${b.seat}`, { class: "zank-mini", "aria-hidden": "true" }),
          h("span", { class: "zank-who", text: b.seat }), card,
          b.dice.length ? h("span", { class: "zank-plus", text: "+" }) : null, dice, total,
          won ? h("strong", { class: "zank-verdict", text: `wins${c.points !== null ? `, +${c.points}` : ""}` }) : null,
          tie ? h("span", { class: "zank-verdict", text: "tied: bids again" }) : null,
        ]);
      });
      const title = r.number > 1 ? `Re-bid ${r.number - 1}: revealed` : "Revealed";
      return h("div", { class: "zank-round", "data-round": r.number, "data-stage": stage }, [
        h("p", { class: "zank-sub", text: title }), h("ol", { class: "zank-bidders" }, rows)]);
    }

    function liveRound(ctx, c) {
      const L = c.live;
      const rows = L.order.map((p) => {
        const card = L.cards[p];
        const held = L.dice[p] || 0;
        const turn = L.phase === "dice" && L.turn === p;
        let cardEl;
        if (card === null) {
          const committing = L.phase === "commit";
          cardEl = committing ? numberedCard(p, null) : h("span", { class: "zank-nocard", text: "no card left", "data-card": "none" });
        } else cardEl = numberedCard(p, card);
        return h("li", { class: `zank-bidder${turn ? " zank-now" : ""}`, "data-seat": p }, [
          ui.token(`seat.${p}`, { class: "zank-mini", "aria-hidden": "true" }),
          h("span", { class: "zank-who", text: p + (p === ctx.seat ? " (you)" : "") }), cardEl,
          h("span", { class: "zank-plus", text: "+" }),
          h("span", { class: "zank-dice", "data-held": held }, held
            ? Array.from({ length: held }, () => die(0)) : [h("span", { class: "zank-nodice", text: "no dice" })]),
          h("span", { class: "zank-paid", text: held ? `${held} ${held === 1 ? "die" : "dice"}, paid ${2 * held}` : "" }),
          turn ? h("strong", { class: "zank-verdict", text: "takes dice or passes now" }) : null,
        ]);
      });
      const what = L.phase === "commit" ? "Each contender commits a numbered card face down." :
        `Dice in turn: ${L.order.join(", then ")}; the bidding ends after a full round with no die taken.`;
      return h("div", { class: "zank-round zank-live", "data-round": L.number }, [
        h("p", { class: "zank-sub", text: L.number > 1 ? `Re-bid ${L.number - 1}: ${what}` : what }),
        h("ol", { class: "zank-bidders" }, rows)]);
    }

    function contestPanel(ctx, c, stages) {
      const value = c.value === null ? "" : `, worth ${pts(c.value)} on the mayor's square`;
      const head = h("p", { class: "zank-contest-head" }, [
        label(`Contention for the ${apple(c.colour)}${value}: ${c.contenders.join(" and ")}`,
          ui.token(`apple.${c.colour}`, { class: "zank-mini" })),
      ]);
      const body = c.rounds.map((r, i) => revealRound(c, r, stages ? stages[i] : 4));
      if (c.live) body.push(liveRound(ctx, c));
      const done = !stages || stages.every((x) => x >= 4);
      if (c.winner && done)
        body.push(h("p", { class: "zank-contest-end", text:
          `${c.winner} picks the ${apple(c.colour)} and scores ${pts(c.points)}; the numbered ` +
          "cards shown are out of the game and the apple cards go to the barn." +
          (ctx.view.phase === "choose" && ctx.view.round ? ` Round ${ctx.view.round} has begun.` : "") }));
      return h("section", {
        class: "zank-contest", "aria-label": `Contention for the ${apple(c.colour)}`,
        "data-colour": c.colour, "data-winner": c.winner || "",
      }, [head, ...body]);
    }

    const REVEAL_MS = 6000;
    // returns true when it animates a reveal: then ``after`` (the prompt, the hand and the
    // track of the position after the reveal) is drawn only once the reveal is shown in full,
    // so nobody reads the next round's prompt or the points before the result line
    function drawContests(ctx, after) {
      const contests = model.get("contests") || [];
      contestBox.hidden = !contests.length;
      const delay = ui.reduceMotion() ? 0 : model.get("roll_delay");
      const seq = contests.length ? contests[0].seq : shownSeq;
      const animate = contests.some((c) => c.animate) && seq !== shownSeq && delay > 0;
      shownSeq = seq;
      if (!animate) {
        contestBox.replaceChildren(...contests.map((c) => contestPanel(ctx, c)));
        return false;
      }
      // the reveal, step by step: each revealed bid round in turn
      const plan = [];
      contests.forEach((c, ci) => c.rounds.forEach((_, ri) => plan.push([ci, ri])));
      const stages = contests.map((c) => c.rounds.map(() => 0));
      // a long run of re-bids plays faster (the whole reveal in about REVEAL_MS at most), and
      // "Show the result now" skips to the end
      const d = Math.min(delay, REVEAL_MS / (4.5 * plan.length));
      // the help line (the next decision's, drawn by the base) waits for the result too
      const helpLine = ui.root.querySelector(".gw-help");
      const finish = () => {  // the whole reveal shown, the skip button gone (focus moves on)
        const here = document.activeElement === skip;
        contestBox.replaceChildren(...contests.map((c) => contestPanel(ctx, c)));
        ui.busy(false);
        if (helpLine) helpLine.hidden = false;
        after();
        const next = here && ui.controls.querySelector("button:not(:disabled)");
        if (next) next.focus();
      };
      const skip = ui.btn("Show the result now", () => { ui.stopTimers(); finish(); },
        { "data-act": "skip-reveal" });
      const paint = () => contestBox.replaceChildren(
        ...contests.map((c, i) => contestPanel(ctx, c, stages[i])), skip);
      ui.busy(true);
      actionBox.replaceChildren();  // the prompt and the hand wait for the result (see above)
      actionBox.hidden = true;
      handBox.hidden = true;
      if (helpLine) helpLine.hidden = true;
      paint();
      let t = d;
      for (const [ci, ri] of plan) {
        const at = (stage, ms) => ui.later(() => { stages[ci][ri] = stage; paint(); }, ms);
        at(1, t);
        for (let k = 0; k < 6; k++) at(2, t + d + k * Math.max(60, d / 4));
        at(3, t + 2.5 * d);
        at(4, t + 3.5 * d);
        t += 4.5 * d;
      }
      ui.later(finish, t);
      return true;
    }

    // ---------- focus: after a redraw, keep it on the same control, or the first one ----------
    function keepFocus(fn) {
      const active = document.activeElement;
      const inside = active && ui.controls.contains(active);
      const key = inside ? active.dataset.key : null;
      fn();
      if (!inside || ui.controls.contains(active)) return;
      const again = key && ui.controls.querySelector(`[data-key="${key}"]`);
      const first = again || ui.controls.querySelector("button:not(:disabled)")
        || (g && (g.el.querySelector(".zank-actionable") || g.cell(...g.focusKeys())));
      if (first) first.focus();
    }

    function draw(ctx) {
      const v = ctx.view;
      if (!v.seats) return;
      const size = (ctx.geometry && ctx.geometry.size) || 5;
      if (!g) {
        setColours(ctx.look);
        build(size);
      }
      ui.stopTimers();
      ui.busy(false);
      const helpLine = ui.root.querySelector(".gw-help");  // hidden while a reveal animates
      if (helpLine) helpLine.hidden = false;
      const ch = model.get("choices") || {};
      ui.root.dataset.choice = ctx.live ? ch.kind || "" : "";
      drawOrchard(ctx, ch);
      const rest = () => {
        keepFocus(() => {
          drawAction(ctx, ch);
          drawHand(ctx, ch);
        });
        drawOffers(ctx);
        drawTable(ctx);
      };
      let animating = false;
      keepFocus(() => { animating = drawContests(ctx, rest); });
      if (!animating) rest();
    }

    return { draw };
  },
});
