"""Checking card data at load: attribute schemas per card kind and effect vocabularies.

Card data lives in ``cards/<game>.toml``; the rules join it by card id. Everything in
it is checked when the game module is imported, so a typo fails loudly at once rather
than silently defaulting (no ``attrs.get("stage", 0)``):

- ``KindSchema``: per card kind, the attributes a card of that kind has, with types.
  An unknown kind, a missing or unknown attribute, or a wrong type raises
  ``CardDataError`` naming the card.
- ``Vocabulary``: a closed set of effect verbs, each with its parameters. A card's
  effect (``{"verb": "draw", "count": 2}``, or a list of them) is validated against it;
  the game runs validated effects through the same registry (``Vocabulary.run``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

Ctx = TypeVar("Ctx")


class CardDataError(Exception):
    """Card data that does not fit its schema or vocabulary (a bug in the data)."""


@dataclass(frozen=True)
class Param:
    """One attribute or verb parameter: ``int``, ``str``, ``bool``, ``list`` (of str),
    ``effect`` (nested effects) or ``data`` (any value, checked by ``validate``, e.g. a
    target selector); ``choices`` limits a ``str``; ``optional`` may be absent."""

    type: str
    choices: tuple[str, ...] = ()
    optional: bool = False
    validate: Callable[[Any, str], None] | None = None
    """For ``data``: raises ``CardDataError`` (naming ``where``) unless the value fits."""

    def check(self, value: Any, where: str, vocabulary: Vocabulary[Any] | None = None) -> None:
        """Raise ``CardDataError`` unless ``value`` fits."""
        kinds: dict[str, Callable[[Any], bool]] = {
            "int": lambda v: isinstance(v, int) and not isinstance(v, bool),
            "str": lambda v: isinstance(v, str),
            "bool": lambda v: isinstance(v, bool),
            "list": lambda v: isinstance(v, list) and all(isinstance(i, str) for i in v),
            "effect": lambda v: isinstance(v, (dict, list)),
            "data": lambda v: True,
        }
        if self.type not in kinds:
            raise CardDataError(f"{where}: unknown parameter type {self.type!r}")
        if not kinds[self.type](value):
            raise CardDataError(f"{where}: expected {self.type}, got {value!r}")
        if self.choices and value not in self.choices:
            raise CardDataError(f"{where}: {value!r} is not one of {', '.join(self.choices)}")
        if self.validate is not None:
            self.validate(value, where)
        if self.type == "effect":
            if vocabulary is None:
                raise CardDataError(f"{where}: an effect needs a vocabulary")
            vocabulary.validate(value, where)


def check_fields(values: Mapping[str, Any], params: Mapping[str, Param], where: str,
                 vocabulary: Vocabulary[Any] | None = None) -> None:
    """Every value known and well-typed, every required parameter present."""
    unknown = sorted(set(values) - set(params))
    if unknown:
        raise CardDataError(f"{where}: unknown {', '.join(unknown)}")
    for name, param in params.items():
        if name not in values:
            if not param.optional:
                raise CardDataError(f"{where}: {name} is missing")
            continue
        param.check(values[name], f"{where}.{name}", vocabulary)


KindSchema = Mapping[str, Mapping[str, Param]]
"""Per card kind: its attributes (beyond id, name, kind, copies)."""


@dataclass(frozen=True)
class Verb(Generic[Ctx]):
    """One effect verb: its parameters and what it does (``run(ctx, args)``)."""

    name: str
    params: Mapping[str, Param]
    run: Callable[[Ctx, Mapping[str, Any]], None]
    doc: str = ""


@dataclass
class Vocabulary(Generic[Ctx]):
    """A closed set of verbs; effects are validated against it and run through it."""

    verbs: dict[str, Verb[Ctx]] = field(default_factory=dict)

    @classmethod
    def of(cls, verbs: Iterable[Verb[Ctx]]) -> Vocabulary[Ctx]:
        vocabulary: Vocabulary[Ctx] = cls()
        for verb in verbs:
            assert verb.name not in vocabulary.verbs, verb.name
            vocabulary.verbs[verb.name] = verb
        return vocabulary

    def validate(self, effect: Any, where: str) -> None:
        """Raise ``CardDataError`` unless ``effect`` (one step or a list) is well-formed."""
        steps = effect if isinstance(effect, list) else [effect]
        for number, step in enumerate(steps, 1):
            here = f"{where}[{number}]" if isinstance(effect, list) else where
            if not isinstance(step, dict) or not isinstance(step.get("verb"), str):
                raise CardDataError(f"{here}: an effect step is a table with a verb")
            verb = self.verbs.get(step["verb"])
            if verb is None:
                raise CardDataError(f"{here}: unknown verb {step['verb']!r}")
            check_fields({k: v for k, v in step.items() if k != "verb"}, verb.params,
                         f"{here} ({verb.name})", self)

    def run(self, ctx: Ctx, effect: Any) -> None:
        """Carry out a validated effect, step by step."""
        for step in effect if isinstance(effect, list) else [effect]:
            self.verbs[step["verb"]].run(ctx, {k: v for k, v in step.items() if k != "verb"})
