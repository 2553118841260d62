"""The core every game builds on: rules and events, options, chance, the game log, graphs."""

from .chance import Chance, Outcome
from .game import Entry, Game, Phase
from .graph import adjacency_graph, bfs_layers, bfs_order, orthogonal_neighbours
from .jsonable import canonical_json, digest, freeze, from_jsonable, to_jsonable
from .options import Option, int_in, number_in, resolve_options
from .result import Result
from .rules import Event, IllegalMove, Rule, check_event_rules, rule_table
from .shapes import data_problems, event_problems
from .table import OVER, Rules, first_in, only_seat, seat_at, seat_in
from .text import and_join, article, plural
from .trace import tracing, untraced

__all__ = [
    "Chance", "Outcome", "Entry", "Game", "Phase", "Result", "adjacency_graph", "bfs_layers",
    "bfs_order", "orthogonal_neighbours", "canonical_json", "digest", "freeze", "from_jsonable",
    "to_jsonable", "Option", "int_in", "number_in", "resolve_options", "Event",
    "IllegalMove", "Rule", "check_event_rules", "rule_table", "data_problems", "event_problems",
    "and_join", "article", "plural", "tracing", "untraced", "OVER", "Rules", "first_in",
    "only_seat", "seat_at", "seat_in",
]
