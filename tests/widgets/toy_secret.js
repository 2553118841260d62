// The toy game's own part (tests/widgets/toy_secret.py): the cards as the seat on view may
// see them, and the two choices of whoever decides. Everything else comes from base.js.
export default gameWidget({
  name: "toy",
  label: "Toy game with a secret",
  setup(ui) {
    const { h, btn, send } = ui;
    const cards = h("p", { class: "toy-cards" });
    const choices = h("div", { class: ui.cls("bar"), role: "group", "aria-label": "Choices" });
    ui.board.append(cards);
    ui.controls.append(choices);
    const play = (move) => send({ action: "play", move });
    const options = {
      claim: [["High", { type: "Claim", high: true }], ["Low", { type: "Claim", high: false }]],
      call: [["Believe Ann", { type: "Call", believe: true }], ["Call the bluff", { type: "Call", believe: false }]],
    };
    return {
      draw(ctx) {
        const v = ctx.view;
        cards.textContent = v.cards
          ? `Ann's card: ${v.cards[0]}. Bob's card: ${v.cards[1]}.`
          : `${ctx.seat || "A spectator"} sees: ${v.my_card === null || v.my_card === undefined ? "no card" : `card ${v.my_card}`}.`;
        choices.replaceChildren(
          ...(ctx.can.play ? options[ctx.phase] || [] : []).map(([label, move]) =>
            btn(label, () => play(move), { "data-move": label })),
        );
      },
    };
  },
});
