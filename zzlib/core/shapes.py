"""The declared shape of each event's data, and the check that data keeps it.

Every game keeps one module, ``zzlib/<game>/events.py``, with a small ``TypedDict`` per kind of
event and ``SHAPES``: every rule id an event cites, mapped to its kind. A plot or a widget reads
the named fields of that kind; it never guesses an event's meaning from which keys are present.
``data_problems(data, Shape)`` lists where some data breaks its shape (a missing or unknown key,
a value of the wrong type); ``event_problems`` does it for events against a game's tables.

Types understood: ``int`` (not ``bool``), ``float`` (an ``int`` too), ``str``, ``bool``,
``None``, ``X | Y``, ``Literal[...]``, ``list[X]``, ``dict[str, X]``, ``Any`` and nested
``TypedDict`` kinds.
"""

from __future__ import annotations

import json
import types
import typing
from collections.abc import Iterable, Mapping
from typing import Any, Literal, get_args, get_origin, get_type_hints, is_typeddict


def fields(shape: type) -> dict[str, Any]:
    """The keys of a ``TypedDict`` kind and their types."""
    if not is_typeddict(shape):
        raise TypeError(f"an event shape is a TypedDict, got {shape!r}")
    return get_type_hints(shape)


def _name(tp: Any) -> str:
    if tp is type(None) or tp is None:
        return "None"
    if isinstance(tp, type) and not get_args(tp):
        return tp.__name__
    return str(tp).replace("typing.", "")


def data_problems(value: Any, shape: Any, where: str = "data") -> list[str]:
    """Every way ``value`` breaks ``shape`` (empty when it keeps it), each naming the field."""
    if shape is Any:
        return []
    if shape is None or shape is type(None):
        return [] if value is None else [f"{where} must be None, got {value!r}"]
    origin = get_origin(shape)
    if origin in (typing.Union, types.UnionType):
        tried = [data_problems(value, member, where) for member in get_args(shape)]
        if any(not t for t in tried):
            return []
        return [f"{where} must be {_name(shape)}, got {value!r}"]
    if origin is Literal:
        ok = any(value == a and type(value) is type(a) for a in get_args(shape))
        return [] if ok else [f"{where} must be one of {list(get_args(shape))!r}, got {value!r}"]
    if is_typeddict(shape):
        if not isinstance(value, Mapping):
            return [f"{where} must be a {shape.__name__} object, got {value!r}"]
        hints = fields(shape)
        required = set(getattr(shape, "__required_keys__", hints))
        out = [f"{where}: missing key {k!r} of {shape.__name__}"
               for k in hints if k in required and k not in value]
        out += [f"{where}: key {k!r} is not in {shape.__name__}" for k in value if k not in hints]
        for k, tp in hints.items():
            if k in value:
                out += data_problems(value[k], tp, f"{where}[{k!r}]")
        return out
    if origin is list:
        if not isinstance(value, list):
            return [f"{where} must be a list, got {value!r}"]
        (item,) = get_args(shape) or (Any,)
        out: list[str] = []
        for i, v in enumerate(value):
            out += data_problems(v, item, f"{where}[{i}]")
        return out
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where} must be an object, got {value!r}"]
        key_tp, item = get_args(shape) or (str, Any)
        out = []
        for k, v in value.items():
            out += data_problems(k, key_tp, f"{where} key")
            out += data_problems(v, item, f"{where}[{k!r}]")
        return out
    if shape is bool:
        return [] if isinstance(value, bool) else [f"{where} must be True or False, got {value!r}"]
    if shape is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
        return [] if ok else [f"{where} must be a whole number, got {value!r}"]
    if shape is float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        return [] if ok else [f"{where} must be a number, got {value!r}"]
    if shape is str:
        return [] if isinstance(value, str) else [f"{where} must be a string, got {value!r}"]
    raise TypeError(f"{where}: cannot check values against {shape!r}")


def event_problems(events: Iterable, rules: Mapping, shapes: Mapping[str, type]) -> list[str]:
    """Every way ``events`` break the contract: an unknown rule, a rule with no declared
    shape, data that is not JSON or breaks its shape, a text that is not one sentence."""
    out: list[str] = []
    for e in events:
        head = f"{e.rule} ({e.text!r})"
        if e.rule not in rules:
            out.append(f"{head}: cites a rule that is not in RULES")
        if e.rule not in shapes:
            out.append(f"{head}: no data shape is declared for this rule")
        else:
            out += [f"{head}: {p}" for p in data_problems(dict(e.data), shapes[e.rule])]
        try:
            json.dumps(dict(e.data), allow_nan=False)
        except (TypeError, ValueError) as err:
            out.append(f"{head}: data is not JSON ({err})")
        if not isinstance(e.text, str) or not e.text.strip():
            out.append(f"{head}: an event's text is a plain sentence")
    return out
