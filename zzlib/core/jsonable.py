"""Plain JSON values from frozen dataclasses, and back, guided by type hints."""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import numbers
import reprlib
import types
import typing
from typing import Any, Union

_SHORT = reprlib.Repr()
_SHORT.maxlevel = 4
_SHORT.maxlist = _SHORT.maxtuple = _SHORT.maxset = _SHORT.maxfrozenset = _SHORT.maxdict = 8
_SHORT.maxstring = _SHORT.maxother = 200


def excerpt(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters (an error never repeats a whole input): at
    most a few levels and items of a nested value are looked at, so a huge or deeply nested
    input costs no more than a small one."""
    text = _SHORT.repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def to_jsonable(obj: Any) -> Any:
    """A JSON-safe copy: dataclasses become dicts, tuples lists, frozensets sorted lists."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_jsonable(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, enum.Enum):
        return to_jsonable(obj.value)
    if isinstance(obj, dict):
        return {str(k) if not isinstance(k, str) else k: to_jsonable(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [to_jsonable(v) for v in obj]
    if isinstance(obj, (set, frozenset)):
        return sorted((to_jsonable(v) for v in obj), key=lambda v: json.dumps(v, sort_keys=True))
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    raise TypeError(f"cannot turn {type(obj).__name__} into JSON")


def canonical_json(obj: Any) -> str:
    """Compact JSON with sorted keys: the same value always gives the same text."""
    return json.dumps(to_jsonable(obj), sort_keys=True, separators=(",", ":"))


def digest(obj: Any) -> str:
    """A short sha256 fingerprint of a value's canonical JSON."""
    return hashlib.sha256(canonical_json(obj).encode()).hexdigest()[:16]


def freeze(value: Any) -> Any:
    """Lists to tuples, recursively (forced chance values arrive as JSON lists).

    A plain tuple that holds no list or tuple is returned as it is (a die roll, a shuffle, a
    player's thirteen noise numbers: the common chance outcomes), without a copy."""
    if type(value) is tuple:
        for v in value:
            if isinstance(v, (list, tuple)):
                return tuple([freeze(v) for v in value])
        return value
    if isinstance(value, (list, tuple)):
        return tuple([freeze(v) for v in value])
    return value


def from_jsonable(tp: Any, data: Any, where: str = "value") -> Any:
    """Rebuild a value of type ``tp`` (a dataclass, tuple[...], frozenset[...], ...) from JSON.

    A value of the wrong shape raises ``ValueError`` naming ``where`` (the field path).
    """
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any:
        return freeze(data)
    if origin in (Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        errors = []
        for a in args:
            if a is type(None):
                continue
            try:
                return from_jsonable(a, data, where)
            except ValueError as e:
                errors.append(str(e))
        raise ValueError(errors[0] if errors else f"{where}: bad value {excerpt(data)}")
    if origin is typing.Literal:
        if data in args:
            return data
        raise ValueError(f"{where}: must be one of {list(args)!r}, got {excerpt(data)}")
    if dataclasses.is_dataclass(tp):
        if not isinstance(data, dict):
            raise ValueError(f"{where}: expected an object for {tp.__name__}, got {excerpt(data)}")
        hints = typing.get_type_hints(tp)
        kwargs = {}
        names = {f.name for f in dataclasses.fields(tp) if f.init}
        extra = set(data) - names - {"type"}
        if extra:
            raise ValueError(f"{where}: unknown field {excerpt(sorted(map(str, extra))[0])} for {tp.__name__}")
        for f in dataclasses.fields(tp):
            if not f.init:
                continue
            if f.name not in data:
                if f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING:
                    continue
                raise ValueError(f"{where}: missing field {f.name!r} for {tp.__name__}")
            kwargs[f.name] = from_jsonable(hints[f.name], data[f.name], f"{where}.{f.name}")
        try:
            return tp(**kwargs)
        except (TypeError, ValueError) as e:
            raise ValueError(f"{where}: {e}") from None
    if origin is tuple:
        if not isinstance(data, (list, tuple)):
            raise ValueError(f"{where}: expected a list, got {excerpt(data)}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_jsonable(args[0], v, f"{where}[{i}]") for i, v in enumerate(data))
        if args and len(args) != len(data):
            raise ValueError(f"{where}: expected {len(args)} items, got {len(data)}")
        if not args:
            return freeze(data)
        return tuple(from_jsonable(a, v, f"{where}[{i}]") for i, (a, v) in enumerate(zip(args, data)))
    if origin in (frozenset, set):
        if not isinstance(data, (list, tuple)):
            raise ValueError(f"{where}: expected a list, got {excerpt(data)}")
        return frozenset(from_jsonable(args[0] if args else Any, v, where) for v in data)
    if origin in (dict, typing.Mapping) or tp is dict:
        if not isinstance(data, dict):
            raise ValueError(f"{where}: expected an object, got {excerpt(data)}")
        vt = args[1] if len(args) == 2 else Any
        return {k: from_jsonable(vt, v, f"{where}.{k}") for k, v in data.items()}
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(data)
        except ValueError:
            raise ValueError(f"{where}: {excerpt(data)} is not a {tp.__name__}") from None
    if tp is float:
        if isinstance(data, bool) or not isinstance(data, (int, float)):
            raise ValueError(f"{where}: expected a number, got {excerpt(data)}")
        return float(data)
    if tp in (int, str, bool):
        if type(data) is not tp:
            raise ValueError(f"{where}: expected {tp.__name__}, got {excerpt(data)}")
        return data
    if tp is type(None):
        if data is not None:
            raise ValueError(f"{where}: expected null, got {excerpt(data)}")
        return None
    return freeze(data)


def plain_numbers(value: Any, limit: int = 1000) -> Any:
    """``value`` with numpy numbers (and other registered ``numbers`` types) as Python's own
    whole numbers, floats and booleans, in lists and tuples too (an adapter's chance outcome
    is often a numpy integer); anything else is left as it is."""
    t = type(value)
    if t is int or t is float or t is str or t is bool or value is None:
        return value
    if t is tuple or t is list:
        if len(value) > limit:
            return value  # refused as too large by value_problem
        items = [plain_numbers(v, limit) for v in value]
        return tuple(items) if t is tuple else items
    if isinstance(value, numbers.Integral):
        return int(value)
    if isinstance(value, numbers.Real):
        return float(value)
    if getattr(getattr(value, "dtype", None), "kind", None) == "b" and getattr(
            value, "shape", None) == ():
        return bool(value)
    return value
