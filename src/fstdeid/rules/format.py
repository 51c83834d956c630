"""Writing `fstdeid.grammar` objects as `.rules` text: the inverse of the parser.

`format_stage(stage)` gives a `.rules` file whose parse is a stage with the same atoms, rules and
automaton (tests check `parse(format(s))` against `s`). It helps moving a Python stage file to the
rule language: `python -m fstdeid.rules grammars/es/ids.py` prints it.

Two things have no rule-language spelling and raise `GrammarError`: a `lit()` whose text is not one
token (it could never match a token anyway) and a rule name that is not an identifier.
"""

from __future__ import annotations

import re

from .. import grammar as g
from ..errors import GrammarError
from ..tokenizer import tokenize
from .parser import ACTIONS, KEYWORDS, SIMPLE_ATOMS

_SIMPLE_NAMES = {f().key(): name for name, f in SIMPLE_ATOMS.items()}
_IDENT = re.compile(r"[^\W\d]\w*")

# precedence levels: what a node needs around it to stand in a given place
_ALT, _SEQ, _ITEM, _POSTFIX, _CONJ, _UNARY = range(6)


_LENIENT = []  # non-empty while format_stage(..., lenient=True) runs


def _string(text: str, ignore_case: bool) -> str:
    toks = tokenize(text)
    if len(toks) != 1 or toks[0].start != 0 or toks[0].end != len(text):
        if not _LENIENT:
            raise GrammarError(f"lit({text!r}) is not one token, so it never matches; it has no rule-language "
                               f"spelling (format with lenient=True to write it as the tokens {text!r})")
        _LENIENT.append(text)
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"' + ("i" if ignore_case else "")


def _mask(mask) -> str:
    return "+".join(mask)


def format_atom(a: g.Atom) -> str:
    k = a.kind
    if a.key() in _SIMPLE_NAMES:
        return f"<{_SIMPLE_NAMES[a.key()]}>"
    if k == "lit":
        return _string(a.args[0], False)
    if k == "ilit":
        return _string(a.args[0], True)
    if k == "digits":
        lo, hi = a.args
        return f"<digits:{lo}>" if lo == hi else f"<digits:{lo}-{hi}>"
    if k == "regex":
        pattern = a.args[0]
        if "\n" in pattern:
            raise GrammarError(f"regex({pattern!r}) spans lines: it has no rule-language spelling")
        return "/" + re.sub(r"(?<!\\)((?:\\\\)*)/", r"\1\\/", pattern) + "/"
    if k == "lex":
        mask, lexicon, value = a.args
        return f"<lex:{_mask(mask)}{'@' + lexicon if lexicon else ''}{':' + value if value else ''}>"
    if k == "tag":
        mask, value = a.args
        return f"<tag:{_mask(mask)}{':' + value if value else ''}>"
    if k == "and":
        return " & ".join(_fmt(x, _UNARY) for x in a.args)
    if k == "not":
        return "!" + _fmt(a.args[0], _UNARY)
    if k == "or":
        return "either(" + ", ".join(_fmt(x, _CONJ) for x in a.args) + ")"
    raise GrammarError(f"atom {a.key()} has no rule-language spelling")


def _level(p: g.Pattern) -> int:
    if isinstance(p, g.Alt):
        return _ALT
    if isinstance(p, g.Seq):
        return _SEQ
    if isinstance(p, g.Part):
        return _ITEM
    if isinstance(p, g.Repeat):
        return _POSTFIX
    if isinstance(p, g.Atom) and p.kind == "and":
        return _CONJ
    return _UNARY + 1  # atoms, negations: primaries


def _fmt(p: g.Pattern, need: int) -> str:
    """`p` written so that it can stand where an expression of level `need` is expected."""
    text = _raw(p)
    if _level(p) < need:
        return f"({text})"
    return text


def _raw(p: g.Pattern) -> str:
    if isinstance(p, g.Atom):
        return format_atom(p)
    if isinstance(p, g.Alt):
        return " | ".join(_fmt(x, _SEQ) for x in p.items)
    if isinstance(p, g.Seq):
        return " ".join(_fmt(x, _ITEM) for x in p.items)
    if isinstance(p, g.Part):
        return f"{p.name}:{_fmt(p.item, _POSTFIX)}"
    if isinstance(p, g.Repeat):
        inner = _fmt(p.item, _UNARY)
        lo, hi = p.lo, p.hi
        op = {(0, 1): "?", (0, None): "*", (1, None): "+"}.get((lo, hi))
        if op is None:
            op = f"{{{lo}}}" if lo == hi else f"{{{lo},{'' if hi is None else hi}}}"
        return inner + op
    if isinstance(p, g.Context):
        raise GrammarError("left()/right() may only start or end a rule")
    raise GrammarError(f"unknown pattern node {type(p).__name__}")


def format_pattern(p: g.Pattern) -> str:
    """A rule-language expression for a pattern without contexts."""
    return _raw(p)


def _body(rule: g.Rule) -> str:
    p = rule.pattern
    items = list(p.items) if isinstance(p, g.Seq) else [p]
    left = right = None
    if items and isinstance(items[0], g.Context) and items[0].side == "left":
        left = items.pop(0).item
    if items and isinstance(items[-1], g.Context) and items[-1].side == "right":
        right = items.pop().item
    if not items:
        raise GrammarError(f"rule {rule.name}: nothing to match besides its contexts")
    main = items[0] if len(items) == 1 else g.Seq(tuple(items))
    out = []
    if left is not None:
        out.append(f"[left: {_raw(left)}]")
    out.append(_raw(main))
    if right is not None:
        out.append(f"[right: {_raw(right)}]")
    return " ".join(out)


def _name(name: str, what: str) -> str:
    if not _IDENT.fullmatch(name) or name in KEYWORDS or name in ACTIONS:
        raise GrammarError(f"{what} name {name!r} is not an identifier the rule language accepts")
    return name


def format_rule(rule: g.Rule) -> str:
    head = f"rule {_name(rule.name, 'rule')}"
    if rule.weight:
        w = rule.weight
        head += f" (weight {int(w) if float(w).is_integer() else w})"
    out = f"{head} = {_body(rule)} -> {'+'.join(rule.codes)}"
    if rule.infl:
        out += f" infl({':'.join(rule.infl)})"
    if rule.infl_from:
        out += f" infl_from({' '.join(rule.infl_from)})"
    if rule.lemma_from:
        out += f" lemma_from({' '.join(rule.lemma_from)})"
    if rule.agree:
        out += " agree(" + "; ".join(f"{a}: {' '.join(ps)}" for a, ps in rule.agree.items()) + ")"
    return out + " ;"


def format_stage(stage: g.Stage, *, lenient: bool = False) -> str:
    """A `.rules` file for `stage`.

    A `lit()` of several tokens (say `lit("Nº")`, which is `N` and `º` to the tokenizer) never matches
    anything; it has no spelling, and is an error, unless `lenient`: then it is written as a string,
    which the rule language reads as the sequence of its tokens (what such a literal surely meant),
    and a comment at the top of the file lists them.
    """
    if lenient:
        _LENIENT.append(None)
        try:
            body = _format_stage(stage)
            changed = sorted({t for t in _LENIENT if t is not None})
        finally:
            _LENIENT.clear()
        if changed:
            note = "# literals of several tokens (they never matched one token), written as token sequences: "
            body = note + ", ".join(repr(t) for t in changed) + "\n" + body
        return body
    return _format_stage(stage)


def _format_stage(stage: g.Stage | g.Propagate) -> str:
    head = f"stage {_name(stage.name, 'stage')}"
    if stage.description:
        desc = " ".join(stage.description.split())
        head += ' "' + desc.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(stage, g.Propagate):
        opts = []
        if stage.parts:
            opts.append("parts")
        if stage.by_lemma:
            opts.append("by_lemma")
        if stage.join:
            opts.append("join")
        if stage.capital:
            opts.append("capital")
        if stage.min_chars != 3:
            opts.append(f"min_chars {stage.min_chars}")
        if not stage.ignore_case:
            opts.append("exact_case")
        line = "propagate " + ", ".join(_mask(m) for m in stage.masks)
        line += f" ({', '.join(opts)})" if opts else ""
        return "\n".join([head, "", line + " ;"]) + "\n"
    return "\n".join([head, ""] + [format_rule(r) for r in stage.rules]) + "\n"
