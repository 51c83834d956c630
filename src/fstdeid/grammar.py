"""Combinators for stage grammars: token patterns, rules and stages.

A grammar file (`grammars/<lang>/<stage>.py`) builds one `Stage` from these pieces and assigns it to
a module-level name `STAGE`. Patterns are sequences over *units*: a unit is one token of the text,
or one lexical tag produced by an earlier stage (which may cover many tokens).

    from fstdeid.grammar import *

    day = digits(1, 2)
    STAGE = Stage("dates", [
        Rule("dmy", day + lit("/") + digits(1, 2) + lit("/") + digits(4), codes="NE+FECHAS"),
    ])

Atoms (each matches exactly one unit):
    lit("Dr")                   a token written exactly so; lit("dr", ignore_case=True)
    cap(), upper(), lower()     word tokens by shape: Capitalised, ALLCAPS, lowercase
    word(), number(), punct()   any word / number / punctuation token; punct(".") one character
    digits(n) / digits(lo, hi)  a number token of that many digits
    email(), url()              the tokenizer's e-mail and URL tokens
    regex(r"[A-Z]\\d\\d")       a token whose text fully matches the regular expression
    token(), any_unit()         any token / any unit (token or tag)
    line_start()                a token that is the first on its line (header fields)
    attached()                  a token with no space before it (Unitex's #), combine with &
    lex("NE+persName+first")    a lexicon entry whose codes contain these (Unitex mask <NE+persName+first>);
                                lex(mask, lexicon="es-first-names") restricts to one lexicon; multi-word
                                lexicon entries match as one atom spanning their tokens (but not inside
                                & and ~, which test one token); lex(mask, infl="2") keeps the readings
                                whose inflection codes carry "2"
    tag("NE+FECHAS")            a tag from an earlier stage whose codes contain these (infl= as for lex)
    a & b, a & ~b               conjunction and negation of atoms: cap() & ~lex("STOP")
    either(a, b)                disjunction as an atom (usable with & and ~)

Operators: `a + b` (sequence), `a | b` (alternation), `opt(a)`, `star(a)`, `plus(a)`,
`repeat(a, lo, hi)`, `part("first", a)` (a named part whose analyses feed the output tag),
`left(a)` / `right(a)` (context that must be there but is not consumed).

A `Rule` turns its match into one lexical tag: `codes` are the tag's codes; `infl_from` names parts
whose inflection codes the tag takes (their intersection); `agree={"case": ("first", "last")}`
makes those parts share a value of an inflection attribute; `weight` breaks ties between rules
that match the same span (lower wins, as in a tropical semiring).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable, Mapping

from .errors import GrammarError

__all__ = [
    "Pattern", "Atom", "lit", "cap", "upper", "lower", "word", "number", "punct", "digits", "email",
    "url", "regex", "token", "any_unit", "line_start", "attached", "lex", "tag", "opt", "star", "plus", "repeat",
    "seq", "alt", "part", "left", "right", "either", "Rule", "Stage", "MERGE", "REPLACE",
]

MERGE, REPLACE = "merge", "replace"
COMPOUND_KINDS = ("and", "not", "or")  # atoms made of atoms: & and ~ and either()


def split_codes(codes: str | Iterable[str]) -> tuple[str, ...]:
    """`"NE+persName"` or `("NE", "persName")` -> `("NE", "persName")`."""
    if isinstance(codes, str):
        parts = tuple(c for c in codes.split("+") if c)
    else:
        parts = tuple(codes)
    if not parts:
        raise GrammarError("a code mask needs at least one code")
    return parts


# ---------------------------------------------------------------------------------------------
# Patterns
# ---------------------------------------------------------------------------------------------


class Pattern:
    """A pattern over units. Build with the functions of this module and the operators + and |."""

    def __add__(self, other: Pattern) -> Pattern:
        return seq(self, other)

    def __radd__(self, other: Pattern) -> Pattern:
        return seq(other, self)

    def __or__(self, other: Pattern) -> Pattern:
        return alt(self, other)


@dataclass(frozen=True)
class Atom(Pattern):
    """A predicate on one unit. `kind` and `args` make its identity (its symbol in the FSTs)."""

    kind: str
    args: tuple = ()

    def __and__(self, other: Atom) -> Atom:
        return Atom("and", (self, _atom(other)))

    def __invert__(self) -> Atom:
        return Atom("not", (self,))

    def key(self) -> str:
        """A stable, readable identity, used as the symbol name and in traces (made once per atom:
        a compound's nests its parts', and loading a language asks for tens of thousands)."""
        got = self.__dict__.get("_key")
        if got is None:
            if self.kind in COMPOUND_KINDS:
                got = f"{self.kind}({','.join(a.key() for a in self.args)})"
            else:
                got = self.kind + ("(" + ",".join(repr(a) for a in self.args) + ")" if self.args else "")
            object.__setattr__(self, "_key", got)
        return got

    def __repr__(self) -> str:
        return self.key()


def either(*atoms: Atom) -> Atom:
    """One unit that satisfies any of the atoms: like `a | b`, but an atom, so it combines with & and ~
    (`either(cap(), upper()) & ~lex("STOP")`)."""
    if len(atoms) < 2:
        raise GrammarError("either() needs at least two atoms")
    return Atom("or", tuple(_atom(a) for a in atoms))


def _atom(p: Pattern) -> Atom:
    if not isinstance(p, Atom):
        raise GrammarError(f"& and ~ combine single-unit atoms, not {type(p).__name__}")
    return p


@dataclass(frozen=True, eq=False)
class Seq(Pattern):
    items: tuple[Pattern, ...]


@dataclass(frozen=True, eq=False)
class Alt(Pattern):
    items: tuple[Pattern, ...]


@dataclass(frozen=True, eq=False)
class Repeat(Pattern):
    item: Pattern
    lo: int
    hi: int | None  # None: unbounded


@dataclass(frozen=True, eq=False)
class Part(Pattern):
    name: str
    item: Pattern


@dataclass(frozen=True, eq=False)
class Context(Pattern):
    side: str  # "left" or "right"
    item: Pattern


def lit(text: str, *, ignore_case: bool = False) -> Atom:
    """One token whose text is `text` (exactly, or compared casefolded).

    The text must be exactly one token as the tokenizer cuts it (`Nº` is two tokens, `N` and `º`):
    anything else could never match, so it is an error; write `words("Nº")` for a token sequence.
    """
    from .tokenizer import tokenize

    toks = tokenize(text)
    if len(toks) != 1 or toks[0].end - toks[0].start != len(text):
        raise GrammarError(f"lit({text!r}) is {len(toks)} tokens, not one: use words({text!r}) for a sequence")
    return Atom("ilit", (text.casefold(),)) if ignore_case else Atom("lit", (text,))


def words(text: str, *, ignore_case: bool = False) -> Pattern:
    """A sequence of literal tokens, tokenized like the text is: words("Dom zdravlja")."""
    from .tokenizer import tokenize

    toks = tokenize(text)
    if not toks:
        raise GrammarError("words() needs some text")
    return seq(*(lit(text[t.start:t.end], ignore_case=ignore_case) for t in toks))


__all__.append("words")


def cap() -> Atom:
    return Atom("cap")


def upper() -> Atom:
    return Atom("upper")


def lower() -> Atom:
    return Atom("lower")


def word() -> Atom:
    return Atom("word")


def number() -> Atom:
    return Atom("number")


def punct(char: str | None = None) -> Atom:
    if char is None:
        return Atom("punct")
    if len(char) != 1:
        raise GrammarError(f"punct() takes one character, got {char!r}")
    return Atom("lit", (char,))


def digits(lo: int, hi: int | None = None) -> Atom:
    hi = lo if hi is None else hi
    if not 1 <= lo <= hi:
        raise GrammarError(f"digits({lo}, {hi}): need 1 <= lo <= hi")
    return Atom("digits", (lo, hi))


def email() -> Atom:
    return Atom("email")


def url() -> Atom:
    return Atom("url")


def regex(pattern: str) -> Atom:
    try:
        re.compile(pattern)
    except re.error as e:
        raise GrammarError(f"regex({pattern!r}): {e}") from None
    return Atom("regex", (pattern,))


def token() -> Atom:
    return Atom("token")


def any_unit() -> Atom:
    return Atom("any")


def line_start() -> Atom:
    return Atom("bol")


def attached() -> Atom:
    """A token with no space before it: `regex("[CTLS]") + (digits(1) & attached())` matches L4, not L 4."""
    return Atom("attached")


def lex(mask: str | Iterable[str], *, lexicon: str | None = None, infl: str | None = None) -> Atom:
    """A lexicon entry (one token, or a multi-word entry) whose codes contain `mask`.

    `infl="2"`: only readings with an inflection code containing that character (Unitex `<N:2>`-like).
    """
    return Atom("lex", (split_codes(mask), lexicon, _infl_value(infl)))


def tag(mask: str | Iterable[str], *, infl: str | None = None) -> Atom:
    """A tag from an earlier stage whose codes contain `mask` (and whose inflection codes carry `infl`)."""
    return Atom("tag", (split_codes(mask), _infl_value(infl)))


def _infl_value(infl: str | None) -> str | None:
    if infl is not None and len(infl) != 1:
        raise GrammarError(f"infl={infl!r}: give one inflection value character (combine atoms with & for more)")
    return infl


def seq(*items: Pattern) -> Pattern:
    flat: list[Pattern] = []
    for it in items:
        _check_pattern(it)
        flat.extend(it.items if isinstance(it, Seq) else (it,))
    if not flat:
        raise GrammarError("seq() needs at least one pattern")
    return flat[0] if len(flat) == 1 else Seq(tuple(flat))


def alt(*items: Pattern) -> Pattern:
    flat: list[Pattern] = []
    for it in items:
        _check_pattern(it)
        flat.extend(it.items if isinstance(it, Alt) else (it,))
    if not flat:
        raise GrammarError("alt() needs at least one pattern")
    return flat[0] if len(flat) == 1 else Alt(tuple(flat))


def repeat(item: Pattern, lo: int = 0, hi: int | None = None) -> Pattern:
    _check_pattern(item)
    if lo < 0 or (hi is not None and hi < max(lo, 1)):
        raise GrammarError(f"repeat(lo={lo}, hi={hi}): need 0 <= lo <= hi and hi >= 1")
    return Repeat(item, lo, hi)


def opt(item: Pattern) -> Pattern:
    return repeat(item, 0, 1)


def star(item: Pattern) -> Pattern:
    return repeat(item, 0, None)


def plus(item: Pattern) -> Pattern:
    return repeat(item, 1, None)


def part(name: str, item: Pattern) -> Pattern:
    _check_pattern(item)
    if not name.isidentifier():
        raise GrammarError(f"part name {name!r} must be an identifier")
    return Part(name, item)


def left(item: Pattern) -> Pattern:
    _check_pattern(item)
    return Context("left", item)


def right(item: Pattern) -> Pattern:
    _check_pattern(item)
    return Context("right", item)


def _check_pattern(p: object) -> None:
    if not isinstance(p, Pattern):
        raise GrammarError(f"expected a pattern, got {type(p).__name__}: {p!r}")


# ---------------------------------------------------------------------------------------------
# Rules and stages
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class Rule:
    """One pattern and the tag it produces. See the module docstring."""

    name: str
    pattern: Pattern
    codes: str | tuple[str, ...]
    weight: float = 0.0
    infl: tuple[str, ...] = ()
    infl_from: tuple[str, ...] = ()
    lemma_from: tuple[str, ...] = ()
    agree: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "codes", split_codes(self.codes))
        _check_pattern(self.pattern)
        if not self.name or any(ch.isspace() for ch in self.name):
            raise GrammarError(f"rule name {self.name!r} must be non-empty without spaces")
        if not (self.weight == self.weight) or abs(self.weight) > 1e6:  # NaN or absurd
            raise GrammarError(f"rule {self.name}: weight must be a finite number below 1e6")
        names = set(part_names(self.pattern))
        for p in (*self.infl_from, *self.lemma_from, *(n for ps in self.agree.values() for n in ps)):
            if p not in names:
                raise GrammarError(f"rule {self.name}: no part named {p!r} (parts: {sorted(names) or 'none'})")


@dataclass(frozen=True, eq=False)
class Stage:
    """An ordered list of rules applied together, leftmost-longest (one cascade line runs one stage)."""

    name: str
    rules: tuple[Rule, ...] | list[Rule]
    description: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "rules", tuple(self.rules))
        if not self.rules:
            raise GrammarError(f"stage {self.name}: no rules")
        seen: set[str] = set()
        for r in self.rules:
            if not isinstance(r, Rule):
                raise GrammarError(f"stage {self.name}: expected Rule, got {type(r).__name__}")
            if r.name in seen:
                raise GrammarError(f"stage {self.name}: two rules named {r.name!r}")
            seen.add(r.name)


@dataclass(frozen=True, eq=False)
class Propagate:
    """A stage that re-tags, anywhere in the document, what earlier stages tagged (Unitex's
    "dictionary of the text"): a name found once with a trigger is found everywhere.

    Every tag so far whose codes contain one of `masks` adds its token sequence to a dictionary of
    the document; each other occurrence of that sequence (tokens not already inside a tag, compared
    in matching form, casefolded when `ignore_case`) becomes a tag with the same codes, inflection
    and lemma. With `parts`, each word of such a tag of at least `min_chars` characters that does not
    start with a lower-case letter (not the particles of `de las Heras`) is looked
    for alone too, but only where it starts with a capital letter; those tags get the extra code
    `part`. With `by_lemma` (implies `parts`), a capitalised word also matches when one of its
    lexicon readings has the lemma of a reading of such a word: `Dragana` (genitive of Dragan) after
    `Petrović Dragan`. With `capital`, every copy must start with a capital letter: with
    `ignore_case`, a town a header writes in capitals (`ZURBAQUÉN`) is found as `Zurbaquén`, and a
    town named like a word (`Pinto`) is never found as the word (`pinto`). Sequences shorter than
    `min_chars` characters are never propagated. With
    `join`, copies of one category that follow each other on a line (nothing but spaces between them)
    become one tag with the codes they share: a full name written in the narrative after a header gave
    its first name and its surnames apart (`Nombre: Ana`, `Apellidos: Ruiz Pérez`: `[Ana Ruiz Pérez]`);
    so does a copy with an earlier stage's tag of its category right before or after it on its line
    (`[Ana Ruiz]` found by the lexicons, then the copy `Zubeldia`: `[Ana Ruiz Zubeldia]`).
    """

    name: str
    masks: tuple[tuple[str, ...], ...] | list
    min_chars: int = 3
    ignore_case: bool = True
    parts: bool = False
    by_lemma: bool = False
    join: bool = False
    capital: bool = False
    description: str = ""
    rules: tuple = ()

    def __post_init__(self) -> None:
        masks = (self.masks,) if isinstance(self.masks, str) else self.masks
        object.__setattr__(self, "masks", tuple(split_codes(m) for m in masks))
        if not self.masks:
            raise GrammarError(f"stage {self.name}: Propagate needs at least one code mask")
        if self.min_chars < 1:
            raise GrammarError(f"stage {self.name}: min_chars must be at least 1")

    def params(self) -> dict:
        return {"masks": [list(m) for m in self.masks], "min_chars": self.min_chars,
                "ignore_case": self.ignore_case, "parts": self.parts or self.by_lemma, "by_lemma": self.by_lemma,
                "join": self.join, "capital": self.capital}


__all__.append("Propagate")


def part_names(p: Pattern) -> list[str]:
    if isinstance(p, Part):
        return [p.name, *part_names(p.item)]
    if isinstance(p, (Seq, Alt)):
        return [n for it in p.items for n in part_names(it)]
    if isinstance(p, (Repeat, Context)):
        return part_names(p.item)
    return []


def atoms_of(p: Pattern) -> list[Atom]:
    """Every atom in a pattern (with repetitions)."""
    if isinstance(p, Atom):
        return [p]
    if isinstance(p, (Seq, Alt)):
        return [a for it in p.items for a in atoms_of(it)]
    return atoms_of(p.item)  # Repeat, Part, Context
