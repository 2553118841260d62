"""Heap's rules: one per sentence of ``rulebook.txt``."""

from zzlib.core import Rule, rule_table

RULES = rule_table(
    Rule("heap.setup.stones", "The heap",
         "Put a heap of stones between the players: 9 stones, unless you agree on another "
         "number.", "Setup"),
    Rule("heap.setup.targets", "Secret targets",
         "Each player rolls three dice in secret and looks at them: their sum is that player's "
         "target.", "Setup"),
    Rule("heap.turn.order", "Turns", "Ann begins, then the players take turns.", "Play"),
    Rule("heap.turn.take", "Taking stones",
         "On your turn, take one, two or three stones from the heap (never more than it "
         "holds).", "Play"),
    Rule("heap.end.reveal", "Showing the targets",
         "When the heap is empty, each player shows the sum of their dice, but not the dice.",
         "End"),
    Rule("heap.end.win", "Winning",
         "The player whose stones come closest to their target wins; if both are as close, "
         "both win.", "End"),
)
